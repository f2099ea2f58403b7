// Crash and shutdown test: in the middle of a burst of applications, stop the production server
// with kill -9 (a crash) or SIGTERM (a deploy: it should finish what it accepted, then exit 0),
// restart it on the same SQLite file, then check that every reference that was answered 201 is
// stored and that SQLite's integrity_check says ok. Exit code 1 on any loss.
// Run: npm run bench:crash   (CRASH_ROUNDS=3 rounds of each signal)
import { BENCH_ORIGIN, openDb, serverBundle, startServer, tempDbPath, validApplication } from './support'

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3)
const SIGNALS = ['SIGKILL', 'SIGTERM'] as const
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
          headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
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

const bundle = serverBundle()
let server = await startServer({ dbPath, port, bundle })
try {
  for (let round = 1; round <= ROUNDS * SIGNALS.length; round++) {
    const signal = SIGNALS[(round - 1) % SIGNALS.length]!
    const before = acknowledged.length
    const child = server.child
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
    await burst(server.url, 1200 + round * 300, () => child.kill(signal))
    const code = await exited
    console.log(`round ${round}: ${signal} after ${acknowledged.length - before} acknowledged applications; exit ${code ?? 'by signal'}`)
    if (signal === 'SIGTERM' && code !== 0) failed = true
    server = await startServer({ dbPath, port, bundle })
  }
  await server.stop()

  const db = openDb(dbPath)
  const stored = new Set<string>()
  for (let i = 0; i < acknowledged.length; i += 500) {
    const rows: { reference: string }[] = await db('loan_applications')
      .select('reference')
      .whereIn('reference', acknowledged.slice(i, i + 500))
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
