// Loan-application throughput: a production server with the form rate limit off, 10 s of
// POST /api/v1/loan-application at 50 connections, every body a different valid application.
// Prints accepted/s and p99, then checks that every 201's reference is in the database.
// Run: DIST_DIR=dist-apply npx tsx bench/apply.ts   (needs a page build in DIST_DIR)
import fs from 'node:fs'
import autocannon from 'autocannon'
import { startServer, openDb, tempDbPath, validApplication } from './support'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50

const dbPath = tempDbPath('bench')
const server = await startServer({ dbPath, port: Number(process.env.BENCH_PORT ?? 3213) })
const references: string[] = []
let seq = 0

/** CPU seconds (user + system) the server process has used so far (Linux clock ticks of 10 ms). */
function serverCpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

try {
  const cpuBefore = serverCpuSeconds(server.child.pid!)
  const result = await autocannon({
    url: `${server.url}/api/v1/loan-application`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(validApplication(seq++)) }),
        onResponse: (status, body) => {
          if (status === 201) references.push((JSON.parse(body) as { reference: string }).reference)
        },
      },
    ],
  })
  const accepted = references.length
  const cpu = serverCpuSeconds(server.child.pid!) - cpuBefore
  console.log(`requests sent: ${result.requests.total}, non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`)
  console.log(`accepted (201): ${accepted} in ${result.duration.toFixed(1)} s → ${(accepted / result.duration).toFixed(0)} accepted/s`)
  // The machine is shared: server CPU per application says what one free core would sustain.
  console.log(`server CPU: ${cpu.toFixed(1)} s → ${((cpu * 1000) / accepted).toFixed(2)} ms per application (${(accepted / cpu).toFixed(0)} applications per CPU-second)`)
  console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)

  const db = openDb(dbPath)
  const stored = new Set<string>()
  for (let i = 0; i < references.length; i += 500) {
    const rows: { reference: string }[] = await db('loan_applications').select('reference').whereIn('reference', references.slice(i, i + 500))
    for (const r of rows) stored.add(r.reference)
  }
  const missing = references.filter((r) => !stored.has(r))
  console.log(`references stored: ${stored.size}/${new Set(references).size}, missing: ${missing.length}`)
  await db.destroy()
  process.exitCode = missing.length === 0 ? 0 : 1
} finally {
  await server.stop()
  server.cleanup()
}
