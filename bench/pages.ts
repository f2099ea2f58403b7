// Prints requests/s and p99 latency for GET / (server-rendered) beside a static file served by the
// same Express process: 50 connections for 10 s each (autocannon), the server in its own process.
// Run: npm run bench:pages (needs a build: npm run build). Figures only, never a pass/fail test.
import autocannon from 'autocannon'
import { startServer, tempDbPath } from './support'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)

async function measure(url: string) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: { 'accept-encoding': 'gzip, br' } })
  return { reqPerSec: Math.round(result.requests.average), p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

const server = await startServer({ dbPath: tempDbPath('pages'), port: Number(process.env.BENCH_PORT ?? 3215) })
try {
  for (const path of ['/', '/images/logo.svg']) {
    const r = await measure(`${server.url}${path}`)
    console.log(`GET ${path.padEnd(18)} ${String(r.reqPerSec).padStart(6)} req/s   p99 ${r.p99ms} ms   non-2xx ${r.non2xx}   errors ${r.errors}`)
  }
} finally {
  await server.stop()
  server.cleanup()
}
