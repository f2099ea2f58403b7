import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import knex from 'knex'
import { expect, test } from 'vitest'

// `npm test` starts its own PostgreSQL when TEST_DATABASE_URL is unset (tests/setup/postgres.ts,
// docs/decisions/200); a developer who presses Ctrl-C half-way must not be left with it.
const rootDir = path.resolve(import.meta.dirname, '../..')

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** The processes whose command line names a folder: what a leftover postgres would show. */
function processesNaming(folder: string): string[] {
  return fs
    .readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .map((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      } catch {
        return ''
      }
    })
    .filter((cmd) => cmd.includes(folder))
}

test('a test run interrupted with Ctrl-C half-way leaves no PostgreSQL process and no data folder behind', async () => {
  const { TEST_DATABASE_URL: _, ...env } = process.env
  // Its own process group, as a terminal's foreground job: Ctrl-C signals the whole group.
  const run = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'tests/scale/outbox.test.ts'], {
    cwd: rootDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise((resolve) => run.once('exit', resolve))
  let output = ''
  run.stdout.on('data', (chunk) => (output += chunk))
  run.stderr.on('data', (chunk) => (output += chunk))

  try {
    await expect.poll(() => /on 127\.0\.0\.1:(\d+) in (\S+),/.exec(output), { timeout: 60_000 }).not.toBeNull()
    const [, port, folder] = /on 127\.0\.0\.1:(\d+) in (\S+),/.exec(output)!
    // Half-way: the story has made its database and is starting its server processes.
    const watcher = knex({
      client: 'pg',
      connection: `postgres://postgres:postgres@127.0.0.1:${port}/loan_partner`,
      pool: { min: 0, max: 1 },
    })
    await expect
      .poll(async () => {
        const { rows } = await watcher.raw(`select count(*)::int as n from pg_database where datname like 'lp_proc_%'`)
        return rows[0].n
      })
      .toBe(1)
    await watcher.destroy()
    expect(fs.existsSync(folder!)).toBe(true)

    process.kill(-run.pid!, 'SIGINT')
    await exited
    expect(output).not.toMatch(/Tests\s+\S*\s*1 passed/)

    await expect.poll(() => fs.existsSync(folder!), { timeout: 30_000 }).toBe(false)
    await expect.poll(() => processesNaming(folder!), { timeout: 30_000 }).toEqual([])
    expect(await accepts(Number(port))).toBe(false)
  } finally {
    if (run.exitCode === null && run.signalCode === null) process.kill(-run.pid!, 'SIGKILL')
  }
})
