import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serviceSlugs } from '#src/shared/content/services'
import { hindi } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'
import { apiToken, makeImage, signIn } from '../e2e/blog-helpers'

// Issue 11: information pages load no JavaScript at all; a page with live parts loads at most 80 kB
// of compressed JavaScript before first paint (docs/decisions/086). The bytes are the brotli twins
// the build writes (docs/decisions/005) of every script the HTML names (<script src>, modulepreload)
// and of every module those import statically, which the browser fetches before it can run them.

const BUDGET = 80 * 1024
const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist')
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'assets.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>
const byFile = new Map(Object.values(manifest).map((entry) => [`/${entry.file}`, entry]))

let site: TestSite
let admin: { cookie: string }
let postId: string

beforeAll(async () => {
  site = await startSite()
  admin = await signIn(site)
  const fd = new FormData()
  Object.entries({ blogTitle: 'A post to weigh', blogCategory: 'Home Loans', blogTag: 'x', blogContent: 'Body text' }).forEach(([k, v]) =>
    fd.set(k, v),
  )
  fd.set('image', new Blob([new Uint8Array(await makeImage(640, 360, '#1e63d6'))], { type: 'image/png' }), 'a.png')
  const res = await fetch(`${site.url}/api/v1/admin/create-blog`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await apiToken(site)}` },
    body: fd,
  })
  postId = ((await res.json()) as { message: { _id: string } }).message._id
})
afterAll(async () => {
  await site?.close()
})

interface Weight {
  html: string
  scripts: string[]
  bytes: number
  react: number
}

/** Fetches a page and weighs the JavaScript it loads before first paint. */
async function weigh(route: string, cookie?: string): Promise<Weight> {
  const res = await fetch(`${site.url}${route}`, { headers: cookie ? { cookie } : {} })
  const html = await res.text()
  const named = [
    ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!)
  const scripts = new Set(named)
  const queue = [...named]
  while (queue.length > 0) {
    for (const key of byFile.get(queue.pop()!)?.imports ?? []) {
      const file = `/${manifest[key]!.file}`
      if (scripts.has(file)) continue
      scripts.add(file)
      queue.push(file)
    }
  }
  let bytes = 0
  let react = 0
  for (const file of scripts) {
    const size = fs.statSync(path.join(dist, 'client', `${file}.br`)).size
    bytes += size
    // React's chunk is the one that carries its error-page links.
    if (fs.readFileSync(path.join(dist, 'client', file), 'utf8').includes('react.dev/errors')) react += size
  }
  return { html, scripts: [...scripts], bytes, react }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** Executable inline scripts (anything but JSON data blocks), which the CSP would refuse anyway. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/\ssrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs))

/** The public information pages, each in English and in Hindi (issue 26), and the admin's sign-in. */
const informationPages = () => {
  const english = [
    '/',
    '/about',
    ...serviceSlugs.map((slug) => `/services/${slug}`),
    '/service-details',
    '/disclosures',
    '/is-this-us',
    '/is-this-us?value=%2B91%2098765%2043210',
    '/termsandcondition',
    '/privacypolicy',
    `/single-blog/${postId}`,
    '/blog',
    '/blog?q=emi&category=Home%20Loans',
    '/no-such-page',
    '/services/gold-loan',
  ]
  return [...english, ...english.map(hindi), '/admin']
}

describe('information pages', () => {
  test('load no JavaScript at all, in English and in Hindi: no script file, no modulepreload, no inline script, no Vike page context', async () => {
    const figures: string[] = []
    for (const route of informationPages()) {
      const { html, scripts, bytes } = await weigh(route)
      figures.push(`${route} ${kb(bytes)}`)
      expect(scripts, route).toEqual([])
      expect(bytes, route).toBe(0)
      expect(inlineScripts(html), route).toEqual([])
      expect(html, route).not.toContain('vike_pageContext')
      expect(html, route).not.toContain('modulepreload')
    }
    console.log(`JavaScript before first paint, information pages: ${figures.join(' · ')}`)
  })
})

describe('pages with live parts', () => {
  const pages: { route: () => string; signedIn?: boolean }[] = [
    { route: () => '/emi-calculator' },
    { route: () => '/apply-now' },
    { route: () => '/contact-us' },
    { route: () => '/admin-dashboard', signedIn: true },
    { route: () => '/admin-dashboard/blogs', signedIn: true },
    { route: () => '/admin-dashboard/createblog', signedIn: true },
    { route: () => `/admin-dashboard/blogs/${postId}/edit`, signedIn: true },
    { route: () => '/admin-dashboard/applications', signedIn: true },
    { route: () => '/admin-dashboard/enquiries', signedIn: true },
    { route: () => '/admin-dashboard/loan-types', signedIn: true },
    { route: () => '/admin-dashboard/audit', signedIn: true },
    { route: () => '/admin-dashboard/requests', signedIn: true },
    { route: () => '/admin-dashboard/funnel', signedIn: true },
  ]

  test('each loads at most 80 kB of compressed JavaScript before first paint, and no Vike client runtime', async () => {
    const figures: string[] = []
    for (const p of pages) {
      const route = p.route()
      const { html, scripts, bytes, react } = await weigh(route, p.signedIn ? admin.cookie : undefined)
      figures.push(`${route} ${kb(bytes)} (React ${kb(react)}, own ${kb(bytes - react)}, ${scripts.length} files)`)
      expect(scripts.length, route).toBeGreaterThan(0)
      expect(bytes, route).toBeLessThanOrEqual(BUDGET)
      expect(inlineScripts(html), route).toEqual([])
      expect(html, route).not.toContain('vike_pageContext')
    }
    console.log(`JavaScript before first paint, pages with live parts (budget ${kb(BUDGET)}):\n  ${figures.join('\n  ')}`)
  })

  test('no public page loads React before first paint: the contact form fetches it at the first touch, the calculator and the apply form never', async () => {
    expect((await weigh('/contact-us')).html).toMatch(/<script type="application\/json" id="island-[a-z-]+-context">/)
    // The contact form loads a few hundred bytes that wait for the touch (docs/decisions/130); the
    // calculator and the apply form are plain DOM code over the server's HTML (docs/decisions/132, 148).
    const limits: Record<string, number> = { '/contact-us': 2 * 1024, '/emi-calculator': 8 * 1024, '/apply-now': 4 * 1024 }
    for (const [route, limit] of Object.entries(limits)) {
      const { react, bytes } = await weigh(route)
      expect(react, route).toBe(0)
      expect(bytes, route).toBeLessThan(limit)
    }
    expect((await weigh('/apply-now')).html).not.toContain('island-apply-context')
    // The pie chart module and chart.js come later, by import() (docs/decisions/022).
    const { scripts } = await weigh('/emi-calculator')
    const pie = Object.entries(manifest).find(([key]) => key.endsWith('emi-calculator/pie-chart.ts'))![1]
    const later = [pie.file, ...(pie.imports ?? []).map((key) => manifest[key]!.file)]
      .map((file) => `/${file}`)
      .filter((file) => !scripts.includes(file))
    expect(later).toContain(`/${pie.file}`)
    expect(later.some((file) => fs.statSync(path.join(dist, 'client', `${file}.br`)).size > 40_000)).toBe(true)
  })
})

describe('the funnel', () => {
  test('fetches its chart module and chart.js only later, by import(), never before first paint (docs/decisions/232)', async () => {
    const { scripts } = await weigh('/admin-dashboard/funnel', admin.cookie)
    const chart = Object.entries(manifest).find(([key]) => key.endsWith('admin-dashboard/funnel/funnel.chart.ts'))![1]
    const later = [chart.file, ...(chart.imports ?? []).map((key) => manifest[key]!.file)]
      .map((file) => `/${file}`)
      .filter((file) => !scripts.includes(file))
    expect(later).toContain(`/${chart.file}`)
    expect(later.some((file) => fs.statSync(path.join(dist, 'client', `${file}.br`)).size > 40_000)).toBe(true)
  })
})

describe('the rate converter', () => {
  test('loads at most 10 kB of compressed JavaScript before a touch, in English and in Hindi, and no React; the maths comes at the touch (issue 45)', async () => {
    // A watcher for the first touch; the maths and the live view come at the touch, by import()
    // (docs/decisions/210), plain DOM code over the server's HTML (docs/decisions/091).
    const figures: string[] = []
    for (const route of ['/loan-tools/rate-converter', hindi('/loan-tools/rate-converter')]) {
      const { html, scripts, bytes, react } = await weigh(route)
      figures.push(`${route} ${kb(bytes)} (${scripts.length} files)`)
      expect(scripts.length, route).toBeGreaterThan(0)
      expect(bytes, route).toBeLessThanOrEqual(10 * 1024)
      expect(react, route).toBe(0)
      expect(inlineScripts(html), route).toEqual([])
    }
    // What the touch brings: the live view and everything it imports that the page has not loaded yet.
    const live = Object.entries(manifest).find(([key]) => key.endsWith('rate-converter/live.ts'))![1]
    const before = new Set((await weigh('/loan-tools/rate-converter')).scripts)
    const later = new Set<string>()
    const queue = [`/${live.file}`]
    while (queue.length > 0) {
      const file = queue.pop()!
      if (before.has(file) || later.has(file)) continue
      later.add(file)
      for (const key of byFile.get(file)?.imports ?? []) queue.push(`/${manifest[key]!.file}`)
    }
    const atTouch = [...later].reduce((sum, file) => sum + fs.statSync(path.join(dist, 'client', `${file}.br`)).size, 0)
    expect(atTouch).toBeGreaterThan(4 * 1024) // the maths is really there, and really deferred
    console.log(
      `JavaScript of the rate converter before a touch: ${figures.join(' · ')}; at the touch ${kb(atTouch)} more (${later.size} files)`,
    )
  })
})
