// npm run lighthouse: builds the pages, starts the production server on a temporary database, and
// prints Lighthouse 12's mobile scores for the public pages, plus the home page's weight.
// Not part of the test suite: bench/ prints figures, it never passes or fails. DIST_DIR picks the build folder
// (default dist-lighthouse, removed afterwards); LH_PORT the server port (default 3299); LH_PAGES a
// comma-separated list of paths instead of the four the issue names.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(import.meta.dirname, '..')
const distDir = process.env.DIST_DIR ?? 'dist-lighthouse'
const keepBuild = Boolean(process.env.DIST_DIR)
const port = Number(process.env.LH_PORT ?? 3299)
const origin = `http://localhost:${port}`
const pages = process.env.LH_PAGES?.split(',') ?? ['/', '/about', '/services/home-loan', '/privacypolicy']
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

function build() {
  console.log(`Building the pages into ${distDir}/ …`)
  const r = spawnSync('npx', ['vike', 'build'], { cwd: root, env: { ...process.env, DIST_DIR: distDir }, stdio: ['ignore', 'ignore', 'inherit'] })
  if (r.status !== 0) throw new Error('vike build failed')
  // Brotli/gzip twins of the assets, as the production build makes them, when that step exists.
  if (fs.existsSync(path.join(root, 'scripts/precompress.mjs'))) {
    spawnSync(process.execPath, ['scripts/precompress.mjs'], { cwd: root, env: { ...process.env, DIST_DIR: distDir }, stdio: 'ignore' })
  }
}

async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
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
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
    },
  })
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting')
    const up = await fetch(`${origin}/`).then((r) => r.ok, () => false)
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  build()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-lighthouse-'))
  const server = await startServer(dataDir)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const rows: string[][] = []
    let weight = ''
    for (const p of pages) {
      // The default config is Lighthouse's mobile run: a mid-range phone with simulated slow 4G.
      const result = await lighthouse(`${origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
      if (!result) throw new Error(`no result for ${p}`)
      const { lhr } = result
      rows.push([p, ...categories.map((c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)))])
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      for (const a of failing) console.log(`  ${p}: ${a.id} (${a.displayValue ?? a.score})`)
      if (p === '/') {
        const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
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
