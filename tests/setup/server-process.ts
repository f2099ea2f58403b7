import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import knex from 'knex'

const rootDir = path.resolve(import.meta.dirname, '../..')
const bundle = path.join(rootDir, process.env.DIST_DIR ?? 'dist', 'server-app', 'index.mjs')

/** The legal identity and grievance officer production on PostgreSQL requires (docs/decisions/169). */
export const PROCESS_IDENTITY = {
  COMPANY_LEGAL_NAME: 'Test Lending Services Private Limited',
  COMPANY_CIN: 'U65999MH2020PTC123456',
  COMPANY_REGISTERED_OFFICE: '1 Test Street, Mumbai, Maharashtra 400001',
  COMPANY_ROLE: 'lsp',
  GRIEVANCE_OFFICER_NAME: 'Test Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@test.example',
  GRIEVANCE_OFFICER_PHONE: '+91 90000 00000',
}

/** Settings every test process shares, as an operator would set them in each process. */
export const PROCESS_SECRETS = {
  SESSION_SECRET: 'process-test-session-secret-long-enough-0123',
  DATA_KEY: 'fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210',
  ...PROCESS_IDENTITY,
}

export interface ServerProcess {
  url: string
  port: number
  child: ChildProcess
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** A free TCP port on loopback, picked by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/**
 * Starts the built production server (npm test builds it) as its own process; does not wait.
 * `npmStart` starts it as an operator does, through `npm start`, in a process group of its own whose
 * id is the npm process's (a terminal's Ctrl-C signals the whole group).
 */
export function spawnServer(env: Record<string, string>, port: number, opts: { npmStart?: boolean } = {}): ServerProcess {
  if (!fs.existsSync(bundle)) throw new Error('No server build: run `npm run build` first (npm test does it).')
  const [command, args] = opts.npmStart ? ['npm', ['start']] : [process.execPath, [bundle]]
  const child = spawn(command, args, {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.npmStart,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // npm's notice of a newer npm would print after the server's last line.
      npm_config_update_notifier: 'false',
      ...(process.env.DIST_DIR && { DIST_DIR: process.env.DIST_DIR }),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/**
 * Waits until the process says it is listening (an event on its output, no polling), then asks
 * /readyz once; fails with what it printed if it exits first or is not ready. `timeoutMs` is only
 * a hang guard.
 */
export async function waitReady(p: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const listening = () => / is listening on /.test(p.output())
  await new Promise<void>((resolve, reject) => {
    const streams = [p.child.stdout!, p.child.stderr!]
    const finish = (err?: Error) => {
      clearTimeout(guard)
      for (const s of streams) s.off('data', onOutput)
      p.child.off('exit', onExit)
      if (err) reject(err)
      else resolve()
    }
    const onOutput = () => void (listening() && finish())
    const onExit = (code: number | null) => finish(new Error(`server exited ${code}: ${p.output()}`))
    const guard = setTimeout(() => finish(new Error(`server not ready: ${p.output()}`)), timeoutMs)
    // Listeners added after spawnServer's own, so the output already holds the chunk when they run.
    for (const s of streams) s.on('data', onOutput)
    p.child.once('exit', onExit)
    if (p.child.exitCode !== null) onExit(p.child.exitCode)
    else onOutput()
  })
  const ready = await fetch(`${p.url}/readyz`)
  if (!ready.ok) throw new Error(`server not ready (${ready.status}): ${p.output()}`)
}

export interface ScratchPostgres {
  url: string
  drop(): Promise<void>
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, for processes that start from nothing. */
export async function scratchPostgres(): Promise<ScratchPostgres> {
  const base = new URL(process.env.TEST_DATABASE_URL!)
  const name = `lp_proc_${randomBytes(5).toString('hex')}`
  const admin = knex({ client: 'pg', connection: base.href, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}`)
  const url = new URL(base.href)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    },
  }
}
