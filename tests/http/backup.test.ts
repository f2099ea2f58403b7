import { execFile } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import knex from 'knex'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BENCH_ORIGIN, startServer, tempDbPath, validApplication, type BenchServer } from '#bench/support'

// `npm run backup` against the production server in its own process, while applications pour in.
const rootDir = path.resolve(import.meta.dirname, '../..')
const backupCli = path.join(rootDir, 'src/server/backup.cli.ts')

function runBackup(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', backupCli, ...args],
      { cwd: rootDir, env: { ...process.env, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1')
  await new Promise((r) => probe.once('listening', r))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((r) => probe.close(r))
  return port
}

let server: BenchServer | undefined
let dbPath: string
beforeAll(async () => {
  dbPath = tempDbPath('backup')
  server = await startServer({ dbPath, port: await freePort() })
})
afterAll(async () => {
  await server?.stop()
  server?.cleanup()
})

test('a backup taken during a burst of applications is intact and holds every application answered before it began', async () => {
  const dir = path.dirname(dbPath)
  const uploads = path.join(dir, 'uploads')
  fs.mkdirSync(uploads, { recursive: true })
  fs.writeFileSync(path.join(uploads, `${'ab'.repeat(16)}.webp`), 'image bytes')

  const answered: { reference: string; at: number }[] = []
  const refused: number[] = []
  let next = 0
  let stop = false
  const sender = async () => {
    while (!stop) {
      const res = await fetch(`${server!.url}/api/v1/loan-application`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
        body: JSON.stringify(validApplication(next++)),
      })
      if (res.status === 201) answered.push({ reference: ((await res.json()) as { reference: string }).reference, at: performance.now() })
      else refused.push(res.status)
    }
  }
  const senders = Array.from({ length: 6 }, sender)
  // The copy starts in the middle of the burst: once 50 applications have been answered.
  await expect.poll(() => answered.length >= 50 || refused.length > 0).toBe(true)

  const target = path.join(dir, 'copies', 'during-burst.sqlite')
  const began = performance.now()
  const backup = await runBackup({ DATABASE_URL: dbPath, UPLOADS_DIR: uploads }, target)
  const ended = performance.now()
  stop = true
  await Promise.all(senders)

  expect(refused).toEqual([])
  expect(backup.stderr).toBe('')
  expect(backup.code).toBe(0)
  const before = answered.filter((a) => a.at < began).map((a) => a.reference)
  // The site kept taking applications while the copy was made.
  expect(answered.filter((a) => a.at > began && a.at < ended).length).toBeGreaterThan(0)

  const copy = knex({ client: 'sqlite3', connection: { filename: target }, useNullAsDefault: true })
  try {
    expect(await copy.raw('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }])
    const stored = new Set((await copy('loan_applications').select('reference')).map((r: { reference: string }) => r.reference))
    expect(before.filter((reference) => !stored.has(reference))).toEqual([])
    expect(backup.stdout).toContain(`Database: ${target}`)
    expect(backup.stdout).toContain('integrity ok')
    expect(backup.stdout).toContain(`${stored.size} applications`)
  } finally {
    await copy.destroy()
  }
  expect(backup.stdout).toContain('(1 file)')
  expect(fs.readFileSync(path.join(dir, 'copies', 'during-burst-uploads', `${'ab'.repeat(16)}.webp`), 'utf8')).toBe('image bytes')
  // Paths and counts only: no e-mail, PAN or mobile number of any applicant.
  expect(backup.stdout).not.toMatch(/@example\.com|[A-Z]{5}\d{4}[A-Z]|\b7\d{9}\b/)
})

test('a second backup to the same file is refused rather than overwriting the first', async () => {
  const target = path.join(path.dirname(dbPath), 'copies', 'twice.sqlite')
  expect((await runBackup({ DATABASE_URL: dbPath }, target)).code).toBe(0)
  const again = await runBackup({ DATABASE_URL: dbPath }, target)
  expect(again.code).not.toBe(0)
  expect(again.stderr).toContain(`${target} exists already`)
})

test('on PostgreSQL the backup command points to pg_dump and exits non-zero', async () => {
  const result = await runBackup({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
  expect(result.code).not.toBe(0)
  expect(result.stderr).toContain('pg_dump')
  expect(result.stdout).toBe('')
})
