// Shared by the benchmarks: a production server in a child process on a
// temporary SQLite file, and unique valid applications.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDb, type Db } from '#src/server/db.server'
import { PROCESS_IDENTITY } from '#tests/setup/server-process'

const rootDir = path.resolve(import.meta.dirname, '..')

export function tempDbPath(label: string): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), `lp-${label}-`)), 'bench.sqlite')
}

export function openDb(dbPath: string): Db {
  return createDb(dbPath)
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** A valid application whose PAN and mobile number are unique for each n below 26⁴ × 10⁴. */
export function validApplication(n: number) {
  let rest = Math.floor(n / 10_000)
  let letters = ''
  for (let i = 0; i < 4; i++) {
    letters += LETTERS[rest % 26]
    rest = Math.floor(rest / 26)
  }
  return {
    loanAmount: String(15_000 + (n % 900) * 1_000),
    monthlyIncome: '55,000',
    purpose: 'Personal',
    fullName: 'Bench Applicant',
    email: `bench${n}@example.com`,
    panCard: `B${letters}${String(n % 10_000).padStart(4, '0')}K`,
    mobileNumber: String(7_000_000_000 + n),
    companyName: 'Load Test Works',
    pinCode: '201310',
    gender: 'OTHER',
    dateOfBirth: '01/01/1990',
    state: 'Uttar Pradesh',
    city: 'Noida',
    isChecked: true,
  }
}

export interface BenchServer {
  url: string
  child: ChildProcess
  stop(): Promise<void>
  cleanup(): void
}

const distDir = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist')

/** The server bundle, made by the same script as `npm run build`, into DIST_DIR. */
export function serverBundle(): string {
  execFileSync(process.execPath, [path.join(rootDir, 'scripts/build-server.mjs')], {
    cwd: rootDir,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: 'ignore',
  })
  return path.join(distDir, 'server-app', 'index.mjs')
}

/** The Origin every benchmark request carries: the configured PUBLIC_ORIGIN, as behind a proxy. */
export const BENCH_ORIGIN = 'http://bench.loanpartner.test'

/**
 * Starts the bundled production server (pages from DIST_DIR) on a SQLite file or a PostgreSQL URL,
 * and waits until it answers.
 */
export async function startServer(opts: { dbPath: string; port: number; bundle?: string }): Promise<BenchServer> {
  const postgres = opts.dbPath.startsWith('postgres')
  const dir = postgres ? fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-pg-')) : path.dirname(opts.dbPath)
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []
  // The access log writes a line per request: into a file, so the load generator does not read it.
  const logFile = path.join(dir, `server-${opts.port}.log`)
  const logFd = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, [...profile, opts.bundle ?? serverBundle()], {
    cwd: rootDir,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      DATABASE_URL: opts.dbPath,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      DIST_DIR: distDir,
      PUBLIC_ORIGIN: BENCH_ORIGIN,
      RATE_LIMIT_FORMS: '0',
      ADMIN_EMAIL: 'admin@loanpartner.in',
      ADMIN_PASSWORD: 'bench-password-not-secret',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123',
      DATA_KEY: 'abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789',
      // Production on PostgreSQL refuses to start without them (docs/decisions/169).
      ...PROCESS_IDENTITY,
    },
  })
  fs.closeSync(logFd)
  const output = () => fs.readFileSync(logFile, 'utf8').slice(-20_000)
  const url = `http://127.0.0.1:${opts.port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`)
    try {
      if ((await fetch(`${url}/apply-now`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
