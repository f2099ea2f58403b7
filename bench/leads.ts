// The admin lead desk at 100,000 applications: seeds them in batches, then measures p95 of the
// filtered list and the searches through the service (the +data hook's call), and over HTTP; then the
// funnel's (bench/funnel.ts). `npm run bench:leads` runs it on SQLite, then on PostgreSQL when
// TEST_DATABASE_URL is set.
// Run: DIST_DIR=dist-leads npx tsx bench/leads.ts [sqlite|postgres]
//      (postgres needs TEST_DATABASE_URL; HTTP needs a page build in DIST_DIR, else it is skipped)
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { PROCESS_IDENTITY } from '#tests/setup/server-process'
import { openTestDb } from '#tests/setup/test-db'
import { listApplications } from '#src/features/leads/applications.service.server'
import { fakeApplicationRow } from '#tests/setup/lead-fixtures'
import { applicationStatuses } from '#src/shared/leads'
import { benchToday } from './today'
import { benchFunnel, funnelOverHttp, seedFunnelSteps, thenOnPostgres } from '#bench/funnel'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const key = randomBytes(32)
const now = Date.now()

const t = await openTestDb(kind)
const { db } = t

// Spread over 400 days, newest last, with every status in use.
const createdAt = (i: number) => new Date(now - Math.floor(((ROWS - i) / ROWS) * 400 * 86_400_000))
const seedStart = performance.now()
// SQLite's multi-row insert is a compound SELECT, limited to 500 terms.
const BATCH = kind === 'sqlite' ? 400 : 2000
for (let start = 0; start < ROWS; start += BATCH) {
  const rows = []
  for (let i = start; i < Math.min(ROWS, start + BATCH); i++) {
    rows.push({ ...fakeApplicationRow(key, i, createdAt(i)), status: applicationStatuses[i % applicationStatuses.length] })
  }
  await db('loan_applications').insert(rows)
}
await seedFunnelSteps(db, now, 2000)
// A running PostgreSQL has autovacuum; a fresh bulk load needs one VACUUM to set the visibility map, or
// index-only scans visit the heap and the figures say more about the load than about the queries.
if (kind === 'postgres') await db.raw('vacuum analyze loan_applications')
else await db.raw('analyze')
console.log(`${kind}: seeded ${ROWS.toLocaleString('en-IN')} applications in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

const sampleIndex = Math.floor(ROWS * 0.543)
const sample = fakeApplicationRow(key, sampleIndex, createdAt(sampleIndex))
const recent = new Date(now - 30 * 86_400_000).toISOString().slice(0, 10)
const today = new Date(now).toISOString().slice(0, 10)
const cases: [string, Record<string, string>][] = [
  ['newest first, page 1', {}],
  ['newest first, page 40', { page: '40' }],
  ['status', { status: 'documents_pending' }],
  ['purpose', { purpose: 'Wedding' }],
  ['state', { state: 'Kerala' }],
  ['date range (30 days)', { from: recent, to: today }],
  ['status + purpose + state', { status: 'new', purpose: 'Business', state: 'Maharashtra' }],
  ['search: reference', { q: sample.reference }],
  ['search: mobile', { q: sample.mobile_number }],
  ['search: e-mail', { q: sample.email }],
  ['search: name', { q: 'Kavya Menon' }],
  ['search: name part + status', { q: 'Menon', status: 'sanctioned' }],
]

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!
const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`

async function measure(label: string, run: (q: Record<string, string>) => Promise<unknown>) {
  console.log(`\n${label} (p95 of ${RUNS} runs; target < 200 ms)`)
  let worst = 0
  for (const [name, q] of cases) {
    await run(q)
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      await run(q)
      times.push(performance.now() - start)
    }
    const value = p95(times)
    worst = Math.max(worst, value)
    console.log(`  ${name.padEnd(28)} ${fmt(value)}${value >= 200 ? '  OVER TARGET' : ''}`)
  }
  console.log(`  worst p95: ${fmt(worst)}`)
}

if (process.env.BENCH_EXPLAIN) {
  const { selectApplications } = await import('#src/server/tables/loan-applications.server')
  const { cleanFilters } = await import('#src/server/tables/lead-filters.server')
  for (const [name, q] of cases) {
    const sql = selectApplications(db, cleanFilters('application', q), { limit: 25, offset: 0 }) as unknown as { toString(): string }
    const plan = await db.raw(`${kind === 'postgres' ? 'explain' : 'explain query plan'} ${sql.toString()}`)
    console.log(name, JSON.stringify(kind === 'postgres' ? plan.rows : plan))
  }
}

await measure(`${kind}: through the service`, async (q) => {
  const page = await listApplications(db, q)
  if (q.q && page.total === 0) throw new Error(`search found nothing: ${JSON.stringify(q)}`)
})
await benchFunnel(db, kind, now)

// The Today page's one read, over the same applications (bench/today.ts).
await benchToday(db, kind, now, RUNS)

// Over HTTP: a production app on this database, signed in as the admin, rendering the real page.
const entry = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist', 'server/entry.mjs')
if (kind === 'sqlite' && fs.existsSync(entry)) {
  await db.destroy()
  const { bootDeps } = await import('#src/app/boot.server')
  const { createApp } = await import('#src/app/app.server')
  await import(entry)
  const admin = { email: 'admin@loanpartner.in', password: 'bench-password-0123456789' }
  const deps = await bootDeps(
    {
      NODE_ENV: 'production',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      DATABASE_URL: t.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123',
      DATA_KEY: key.toString('hex'),
      ...PROCESS_IDENTITY,
      RATE_LIMIT_LOGIN: '0',
    },
    () => {},
  )
  const server = createApp(deps).listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(admin).toString(),
  })
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  await measure('sqlite: GET /admin-dashboard/applications over HTTP (render included)', async (q) => {
    const res = await fetch(`${url}/admin-dashboard/applications?${new URLSearchParams(q).toString()}`, { headers: { cookie } })
    if (res.status !== 200) throw new Error(`status ${res.status}`)
    await res.text()
  })
  await funnelOverHttp(url, cookie, now)
  server.closeAllConnections()
  server.close()
  await deps.db.destroy()
  fs.rmSync(path.dirname(t.url), { recursive: true, force: true })
} else {
  await t.close()
}
thenOnPostgres()
