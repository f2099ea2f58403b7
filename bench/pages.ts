// Public pages against nginx serving the same bytes: for /, /about and /emi-calculator, requests/s
// and p99 at 50 connections for 10 s each (autocannon), the site in its own process, then nginx
// (one worker, gzip_static) serving the gzip bytes the site sent, and the ratio of the two.
// Run: npm run bench:pages (needs a build: npm run build; nginx from apt when installed, or NGINX=<path>;
// BENCH_WORKERS=2 lets the load generator use two threads, so the servers rather than it are the limit).
// Figures only, never a pass/fail test. The load generator shares the machine's 2 cores.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { startServer, tempDbPath } from './support'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const PAGES = ['/', '/about', '/emi-calculator']
const GZIP = { 'accept-encoding': 'gzip' }

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: GZIP,
    workers: Number(process.env.BENCH_WORKERS ?? 1),
  })
  return { reqPerSec: Math.round(result.requests.average), p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean) as string[]) {
    if (fs.existsSync(candidate)) return candidate
  }
  return spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || undefined
}

/** Headers that belong to one response or that nginx writes itself. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'content-type',
  'transfer-encoding',
  'x-request-id',
  'x-cache',
])

/**
 * Starts nginx on `root` (each page as <path>/index.html with its .gz twin) sending the same headers
 * as the site (a client parses every one of them, so the bytes must match); returns its URL and a stop.
 */
async function startNginx(binary: string, root: string, port: number, headers: Headers) {
  const addHeaders = [...headers]
    .filter(([name]) => !OWN_HEADERS.has(name))
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n    ')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-nginx-'))
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    default_type "text/html; charset=utf-8";
    etag off;
    ${addHeaders}
    location / { gzip_static on; try_files $uri/index.html =404; }
  }
}
`,
  )
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop: () => {
      child.kill('SIGQUIT')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const server = await startServer({ dbPath: tempDbPath('pages'), port: Number(process.env.BENCH_PORT ?? 3215) })
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-static-'))
try {
  // The same bytes for nginx: each page as the site sends it, plain and gzip, and its headers.
  let headers = new Headers()
  for (const page of PAGES) {
    const res = await fetch(`${server.url}${page}`, { headers: { 'accept-encoding': 'identity' } })
    headers = res.headers
    const plain = Buffer.from(await res.arrayBuffer())
    const file = path.join(root, page, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, plain)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(plain, { level: 9 })) // as the site's page cache compresses it
  }
  const binary = findNginx()
  const nginx = binary ? await startNginx(binary, root, Number(process.env.BENCH_NGINX_PORT ?? 3216), headers) : undefined
  if (!nginx) console.log('nginx not found (apt-get install -y nginx, or NGINX=<path>): site figures only')
  console.log(`${seconds} s per run, 50 connections, accept-encoding: gzip`)
  try {
    for (const page of PAGES) {
      const site = await measure(`${server.url}${page}`)
      const line = `GET ${page.padEnd(16)} site ${String(site.reqPerSec).padStart(6)} req/s  p99 ${String(site.p99ms).padStart(3)} ms  non-2xx ${site.non2xx}`
      if (!nginx) {
        console.log(line)
        continue
      }
      const ref = await measure(`${nginx.url}${page}`)
      console.log(
        `${line}   nginx ${String(ref.reqPerSec).padStart(6)} req/s  p99 ${String(ref.p99ms).padStart(3)} ms   ratio ${(site.reqPerSec / ref.reqPerSec).toFixed(3)}`,
      )
    }
  } finally {
    nginx?.stop()
  }
} finally {
  await server.stop()
  server.cleanup()
  fs.rmSync(root, { recursive: true, force: true })
}
