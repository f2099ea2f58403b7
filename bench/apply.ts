// Loan-application throughput: production servers with the form rate limit off, 10 s of
// POST /api/v1/loan-application at 50 connections (split across the processes), every body a
// different valid application. Prints accepted/s and p99, then checks that every 201's reference
// is in the database.
// Run: npm run bench:apply                      SQLite, one process
//      npm run bench:apply -- postgres [2]      PostgreSQL (TEST_DATABASE_URL's server, a fresh
//                                               database), with 1 or 2 processes
// (needs a page build in DIST_DIR, default dist)
import fs from 'node:fs'
import autocannon from 'autocannon'
import { scratchPostgres } from '#tests/setup/server-process'
import { BENCH_ORIGIN, openDb, serverBundle, startServer, tempDbPath, validApplication, type BenchServer } from './support'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const postgres = process.argv.includes('postgres')
const processes = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 1)
if (postgres && !process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL=postgres://… (a fresh database is made beside it).')

const pg = postgres ? await scratchPostgres() : undefined
const database = pg?.url ?? tempDbPath('bench')
const bundle = serverBundle()
const basePort = Number(process.env.BENCH_PORT ?? 3213)
const servers: BenchServer[] = []
// One after the other: the first migrates, the others find it done.
for (let i = 0; i < processes; i++) servers.push(await startServer({ dbPath: database, port: basePort + i, bundle }))
const references: string[] = []
let seq = 0

/** CPU seconds (user + system) a process has used so far (Linux clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const serversCpu = () => servers.reduce((sum, s) => sum + cpuSeconds(s.child.pid!), 0)

const load = (server: BenchServer) =>
  autocannon({
    url: `${server.url}/api/v1/loan-application`,
    connections: Math.ceil(CONNECTIONS / servers.length),
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(validApplication(seq++)) }),
        onResponse: (status, body) => {
          if (status === 201) references.push((JSON.parse(body) as { reference: string }).reference)
        },
      },
    ],
  })

try {
  const cpuBefore = serversCpu()
  const results = await Promise.all(servers.map(load))
  const accepted = references.length
  const cpu = serversCpu() - cpuBefore
  const duration = Math.max(...results.map((r) => r.duration))
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((n, r) => n + pick(r), 0)
  console.log(
    `${postgres ? 'PostgreSQL' : 'SQLite'}, ${servers.length} process${servers.length > 1 ? 'es' : ''}, ${CONNECTIONS} connections, ${DURATION_S} s`,
  )
  console.log(
    `requests sent: ${sum((r) => r.requests.total)}, non-2xx: ${sum((r) => r.non2xx)}, errors: ${sum((r) => r.errors)}, timeouts: ${sum((r) => r.timeouts)}`,
  )
  console.log(`accepted (201): ${accepted} in ${duration.toFixed(1)} s → ${(accepted / duration).toFixed(0)} accepted/s`)
  // The machine is shared: server CPU per application says what one free core would sustain.
  console.log(
    `server CPU: ${cpu.toFixed(1)} s → ${((cpu * 1000) / accepted).toFixed(2)} ms per application (${(accepted / cpu).toFixed(0)} applications per CPU-second)`,
  )
  for (const [i, r] of results.entries())
    console.log(`process ${i + 1}: latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`)

  const db = openDb(database)
  const stored = new Set<string>()
  for (let i = 0; i < references.length; i += 500) {
    const rows: { reference: string }[] = await db('loan_applications')
      .select('reference')
      .whereIn('reference', references.slice(i, i + 500))
    for (const r of rows) stored.add(r.reference)
  }
  const missing = references.filter((r) => !stored.has(r))
  console.log(`references stored: ${stored.size}/${new Set(references).size}, missing: ${missing.length}`)
  await db.destroy()
  process.exitCode = missing.length === 0 ? 0 : 1
} finally {
  await Promise.all(servers.map((s) => s.stop()))
  servers.forEach((s) => s.cleanup())
  await pg?.drop()
}
