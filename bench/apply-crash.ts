// Crash test: kill -9 the production server in the middle of a burst of applications, restart it
// on the same SQLite file, then check that every reference that was answered 201 is stored and
// that SQLite's integrity_check says ok. Exit code 1 on any loss.
// Run: DIST_DIR=dist-apply npx tsx bench/apply-crash.ts
import { openDb, startServer, tempDbPath, validApplication } from './support'

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3)
const WORKERS = 40
const port = Number(process.env.BENCH_PORT ?? 3214)
const dbPath = tempDbPath('crash')
const acknowledged: string[] = []
let seq = 0
let failed = false

async function burst(url: string, stopAfterMs: number, kill: () => void) {
  let running = true
  const worker = async () => {
    while (running) {
      try {
        const res = await fetch(`${url}/api/v1/loan-application`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify(validApplication(seq++)),
        })
        if (res.status === 201) acknowledged.push(((await res.json()) as { reference: string }).reference)
      } catch {
        // The server died under us: this request was never acknowledged, so it may be lost.
      }
    }
  }
  const workers = Array.from({ length: WORKERS }, worker)
  await new Promise((r) => setTimeout(r, stopAfterMs))
  kill()
  await new Promise((r) => setTimeout(r, 300))
  running = false
  await Promise.all(workers)
}

let server = await startServer({ dbPath, port })
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const before = acknowledged.length
    const child = server.child
    await burst(server.url, 1200 + round * 300, () => child.kill('SIGKILL'))
    console.log(`round ${round}: killed with SIGKILL after ${acknowledged.length - before} acknowledged applications`)
    server = await startServer({ dbPath, port })
  }
  await server.stop()

  const db = openDb(dbPath)
  const stored = new Set<string>()
  for (let i = 0; i < acknowledged.length; i += 500) {
    const rows: { reference: string }[] = await db('loan_applications').select('reference').whereIn('reference', acknowledged.slice(i, i + 500))
    for (const r of rows) stored.add(r.reference)
  }
  const integrity = ((await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[])[0]?.integrity_check
  await db.destroy()
  const missing = acknowledged.filter((r) => !stored.has(r))
  console.log(`acknowledged (201): ${acknowledged.length}, stored: ${stored.size}, missing: ${missing.length}`)
  console.log(`PRAGMA integrity_check: ${integrity}`)
  failed = missing.length > 0 || integrity !== 'ok' || acknowledged.length === 0
} finally {
  await server.stop()
  server.cleanup()
}
console.log(failed ? 'CRASH TEST FAILED' : 'crash test passed: no acknowledged application was lost')
process.exitCode = failed ? 1 : 0
