// npm run lighthouse: builds the pages, starts the production server on a temporary database, and
// prints Lighthouse 12's mobile scores for the public pages, plus the home page's weight.
// Not part of the test suite: bench/ prints figures, it never passes or fails. DIST_DIR picks the build folder
// (default dist-lighthouse, removed afterwards); LH_PORT the server port (default 3299); LH_PAGES a
// comma-separated list of paths instead of every public page; LH_DUMP a folder to write each page's full report
// to (JSON) for reading its long tasks and requests. `/single-blog/:id` is a post this
// script publishes through the JSON API first. `/no-such-page` (the 404 page) is audited through a
// small proxy that sends the same bytes with status 200: Lighthouse refuses to audit a 404 document.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import sharp from 'sharp'
import { offersApplication, offersPassOf } from '#tests/setup/offer-fixtures'

const root = path.resolve(import.meta.dirname, '..')
const distDir = process.env.DIST_DIR ?? 'dist-lighthouse'
const keepBuild = Boolean(process.env.DIST_DIR)
const NOT_FOUND_PAGE = '/no-such-page'
const port = Number(process.env.LH_PORT ?? 3299)
const origin = `http://localhost:${port}`
const pages = process.env.LH_PAGES?.split(',') ?? [
  '/',
  '/about',
  '/services/home-loan',
  '/service-details',
  '/termsandcondition',
  '/privacypolicy',
  '/blog',
  '/single-blog/:id',
  NOT_FOUND_PAGE,
  '/emi-calculator',
  '/apply-now',
  '/contact-us',
  '/loan-tools/true-cost',
  '/is-this-us',
  // The Hindi twins that issue 26 names (docs/i18n.md).
  '/hi',
  '/hi/emi-calculator',
  '/hi/loan-tools/true-cost',
  '/hi/apply-now',
  // Every matching offer (docs/decisions/220): the offers of an application this script makes first.
  '/offers',
  '/hi/offers',
  '/how-we-match',
  '/hi/is-this-us',
]
const adminPassword = randomBytes(12).toString('hex')
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

function build() {
  console.log(`Building the pages into ${distDir}/ …`)
  const r = spawnSync('npx', ['vike', 'build'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (r.status !== 0) throw new Error('vike build failed')
  // Brotli/gzip twins of the assets, as the production build makes them, when that step exists.
  if (fs.existsSync(path.join(root, 'scripts/precompress.mjs'))) {
    spawnSync(process.execPath, ['scripts/precompress.mjs'], { cwd: root, env: { ...process.env, DIST_DIR: distDir }, stdio: 'ignore' })
  }
}

async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/app/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DIST_DIR: distDir,
      DATABASE_URL: path.join(dataDir, 'lighthouse.sqlite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: adminPassword,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
    },
  })
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting')
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return server
    await new Promise((r) => setTimeout(r, 200))
  }
  server.kill()
  throw new Error(`the server did not answer on ${origin}`)
}

/** Bytes of the brotli body as sent (fetch() would decode it, so plain http). */
function compressedBodySize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        let size = 0
        res.on('data', (chunk: Buffer) => (size += chunk.length))
        res.on('end', () => resolve(size))
      })
      .on('error', reject)
  })
}

/** Publishes one post with a real photo-sized image through the JSON API; returns its id. */
async function publishPost(): Promise<string> {
  const json = (res: Response) => res.json() as Promise<{ token?: string; message: { _id?: string; id?: string } }>
  const { token } = await fetch(`${origin}/api/v1/admin/admin-login`, {
    method: 'POST',
    // A POST without a bearer token must name its origin (docs/decisions/003).
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'admin@example.com', password: adminPassword }),
  }).then(json)
  const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.set('blogTitle', 'How your credit score shapes the rate you are offered')
  form.set('blogCategory', 'Personal Loans')
  form.set('blogTag', 'credit score')
  form.set('blogContent', 'Lenders read your credit report before they price a loan. '.repeat(40))
  form.set('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'cover.jpg')
  const res = await fetch(`${origin}/api/v1/admin/create-blog`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (res.status !== 201) throw new Error(`create-blog answered ${res.status}`)
  const { message } = await json(res)
  return String(message._id ?? message.id)
}

/** Applies with the form, as a browser without JavaScript does; returns the offers pass it sets. */
async function offersPass(): Promise<string> {
  const res = await fetch(`${origin}/apply-now`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(offersApplication(1)).toString(),
  })
  return offersPassOf(res)
}

/** Forwards to the site and turns the 404 page's status into 200, so Lighthouse audits its bytes. */
function statusRewritingProxy(): Promise<{ url: string; close: () => void }> {
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(`${origin}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode === 404 && req.url === NOT_FOUND_PAGE ? 200 : up.statusCode!, up.headers)
      up.pipe(res)
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) =>
    proxy.listen(port + 1, 'localhost', () => resolve({ url: `http://localhost:${port + 1}`, close: () => proxy.close() })),
  )
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  build()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-lighthouse-'))
  const server = await startServer(dataDir)
  const postPath = `/single-blog/${await publishPost()}`
  const pass = await offersPass()
  const proxy = await statusRewritingProxy()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const rows: string[][] = []
    let weight = ''
    for (const p of pages) {
      // The default config is Lighthouse's mobile run: a mid-range phone with simulated slow 4G.
      const url = p === NOT_FOUND_PAGE ? `${proxy.url}${p}` : `${origin}${p === '/single-blog/:id' ? postPath : p}`
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        ...(p.endsWith('/offers') && { extraHeaders: { Cookie: pass } }),
      })
      if (!result) throw new Error(`no result for ${p}`)
      const { lhr } = result
      if (process.env.LH_DUMP) fs.writeFileSync(path.join(process.env.LH_DUMP, p.replace(/\W/g, '_') + '.json'), JSON.stringify(lhr))
      rows.push([p, ...categories.map((c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)))])
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
      )
      for (const a of failing) console.log(`  ${p}: ${a.id} (${a.displayValue ?? a.score})`)
      if (p === '/') {
        const items =
          (
            lhr.audits['network-requests']?.details as
              { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
          )?.items ?? []
        const total = items.reduce((s, i) => s + (i.transferSize ?? 0), 0)
        const scripts = items.filter((i) => i.resourceType === 'Script')
        const js = scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0)
        // transferSize counts response headers too (about 1 KB each here); the bodies alone:
        const bodies = await Promise.all(scripts.map((i) => compressedBodySize(i.url)))
        const lcp = lhr.audits['largest-contentful-paint']?.displayValue
        weight = [
          `Home page first load: ${kb(total)} transferred in ${items.length} requests.`,
          `JavaScript: ${scripts.length} files, ${kb(js)} transferred with headers; ${kb(bodies.reduce((a, b) => a + b, 0))} of compressed bodies. LCP ${lcp}.`,
        ].join('\n')
      }
    }
    const header = ['page', ...categories]
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
    console.log(`\nLighthouse ${lighthouseVersion()} (mobile) against ${origin}\n`)
    console.log(line(header))
    for (const r of rows) console.log(line(r))
    console.log(`\n${weight}`)
  } finally {
    await chrome.kill()
    proxy.close()
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (!keepBuild) fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version
}

main().catch((err: Error) => {
  console.error(err.message)
  process.exit(1)
})
