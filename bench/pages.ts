// Prints requests/s and p99 latency for GET / (server-rendered) beside a static file served by the
// same Express process: 50 connections for 10 s each (autocannon). Run: npm run bench:pages
// Needs a build (npm run build). Figures, not a pass/fail test: this machine is shared and noisy.
import autocannon from 'autocannon'
import { startSite } from '../tests/setup/site'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)

async function measure(url: string) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: { 'accept-encoding': 'gzip' } })
  return { reqPerSec: Math.round(result.requests.average), p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

const site = await startSite({ env: { NODE_ENV: 'production' } })
try {
  const page = await measure(`${site.url}/`)
  const file = await measure(`${site.url}/images/logo.svg`)
  console.log(`GET /                  ${page.reqPerSec} req/s   p99 ${page.p99ms} ms   non-2xx ${page.non2xx}   errors ${page.errors}`)
  console.log(`GET /images/logo.svg   ${file.reqPerSec} req/s   p99 ${file.p99ms} ms   non-2xx ${file.non2xx}   errors ${file.errors}`)
} finally {
  await site.close()
  process.exit(0)
}
