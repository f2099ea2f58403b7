import type { Browser } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { validApplication } from '#bench/support'
import { MAX_VARIANTS_PER_PATH, type PageCache } from '#src/server/page-cache.server'
import { leaveBrowser, workerBrowser } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { makeImage, signIn } from './blog-helpers'

// Public pages for anonymous visitors are kept pre-compressed and served like static files
// (docs/decisions/085); nothing personal or one-time may ever be kept or handed to someone else.
let site: TestSite
let browser: Browser
beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_FORMS: '0' } })
  browser = await workerBrowser()
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, redirect: 'manual' })

describe('an information page', () => {
  test('is rendered once, then served from memory in brotli or gzip with an ETag, and 304 when the browser has it', async () => {
    const first = await get('/about', { 'accept-encoding': 'br' })
    expect(first.headers.get('x-cache')).toBe('MISS')
    const again = await get('/about', { 'accept-encoding': 'br' })
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('content-encoding')).toBe('br')
    expect(again.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300')
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self';")
    expect(await again.text()).toBe(await first.text())

    const gzip = await get('/about', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const plain = await get('/about', { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('<h1')

    const etag = again.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const revalidated = await get('/about', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
  })

  test('a post created in the admin appears on / and /blog at the next request', async () => {
    for (const path of ['/', '/blog']) await get(path)
    expect((await get('/blog')).headers.get('x-cache')).toBe('HIT')
    const { cookie, csrf } = await signIn(site)
    const created = await request(site.url)
      .post('/admin-dashboard/createblog')
      .set('Origin', site.url)
      .set('Cookie', cookie)
      .field({ _csrf: csrf, blogTitle: 'Fresh off the press', blogCategory: 'Home Loans', blogTag: 'news', blogContent: 'Shown at once.' })
      .attach('image', await makeImage(64, 48, '#0b6e4f'), 'cover.png')
    expect(created.status).toBe(303)
    for (const path of ['/', '/blog']) {
      const page = await get(path)
      expect(page.headers.get('x-cache')).toBe('MISS')
      expect(await page.text()).toContain('Fresh off the press')
    }
  })

  // The cap and the variants are proven on the cache (src/server/page-cache*.data.test.ts); this is the
  // site's side: a key the page does not read is no miss (docs/decisions/154), a search is a page of its own,
  // and PAGE_CACHE_MB bounds them all.
  test('random query strings on /blog: unknown keys share one page, and searches keep at most 32 variants within the byte cap', async () => {
    const small = await startSite({ env: { PAGE_CACHE_MB: '1' } })
    try {
      const cache = small.app.locals.pageCache as PageCache
      expect(cache.limits.maxBytes).toBe(1024 * 1024)
      await fetch(`${small.url}/blog`).then((res) => res.arrayBuffer())
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${small.url}/blog?utm=${i}-${Math.random().toString(36).slice(2)}`)
        await res.arrayBuffer()
        expect(res.headers.get('x-cache')).toBe('HIT')
      }
      for (let i = 0; i < MAX_VARIANTS_PER_PATH + 8; i++) {
        const path = `/blog?q=${i}-${Math.random().toString(36).slice(2)}`
        const res = await fetch(`${small.url}${path}`, { headers: { 'accept-encoding': 'br' } })
        expect([res.status, res.headers.get('x-cache')]).toEqual([200, 'MISS'])
        await res.arrayBuffer()
        expect((await fetch(`${small.url}${path}`)).headers.get('x-cache')).toBe('HIT')
        expect(cache.variantsOf('/blog')).toBeLessThanOrEqual(MAX_VARIANTS_PER_PATH)
      }
      expect(cache.variantsOf('/blog')).toBe(MAX_VARIANTS_PER_PATH)
      expect(cache.size.bytes).toBeLessThanOrEqual(1024 * 1024)
    } finally {
      await small.close()
    }
  })
})

describe('what is never cached or shared', () => {
  test("an anonymous visitor never receives another visitor's flash, form values or the admin's CSRF token", async () => {
    const alice = await browser.newContext({ javaScriptEnabled: false })
    const bob = await browser.newContext({ javaScriptEnabled: false })
    const admin = await browser.newContext({ javaScriptEnabled: false })
    try {
      const bobPage = await bob.newPage()
      await bobPage.goto(`${site.url}/`)

      // Alice applies: her reference comes back in a flash on the home page.
      const alicePage = await alice.newPage()
      const applied = await alicePage.request.post(`${site.url}/apply-now`, {
        headers: { origin: site.url },
        form: { ...validApplication(424242), isChecked: 'on' },
        maxRedirects: 0,
      })
      expect(applied.status()).toBe(303)
      await alicePage.goto(`${site.url}/`)
      const aliceHome = await alicePage.content()
      expect(aliceHome).toContain('Form submitted successfully!')
      const reference = /reference number is (?:<[^>]+>)?([A-Z0-9-]+)/.exec(aliceHome)?.[1]
      expect(reference).toBeDefined()

      // Bob, interleaved: the same page, without Alice's flash.
      await bobPage.goto(`${site.url}/`)
      expect(await bobPage.content()).not.toContain(reference!)
      expect(await bobPage.content()).not.toContain('Form submitted successfully!')

      // Alice types into the contact form and gets it back with messages; Bob's form is empty.
      const typed = await alicePage.request.post(`${site.url}/contact-us`, {
        headers: { origin: site.url },
        form: { FirstName: 'Alice-Unique-Name', Email: 'not-an-email' },
      })
      expect(typed.status()).toBe(422)
      expect(await typed.text()).toContain('Alice-Unique-Name')
      await bobPage.goto(`${site.url}/contact-us`)
      expect(await bobPage.content()).not.toContain('Alice-Unique-Name')

      // The admin browses a public page, which carries a CSRF token for the admin's forms.
      const adminPage = await admin.newPage()
      await adminPage.goto(`${site.url}/admin`)
      await adminPage.fill('input[name="email"]', TEST_ADMIN.email)
      await adminPage.fill('input[name="password"]', TEST_ADMIN.password)
      await adminPage.click('button[type="submit"]')
      await adminPage.waitForURL(/admin-dashboard/)
      const token = /name="_csrf" value="([^"]+)"/.exec(await adminPage.content())?.[1]
      expect(token).toBeDefined()
      const adminAbout = await adminPage.goto(`${site.url}/about`)
      expect(await adminAbout!.headerValue('x-cache')).toBeNull()
      await bobPage.goto(`${site.url}/about`)
      expect(await bobPage.content()).not.toContain(token!)
    } finally {
      await Promise.all([alice.close(), bob.close(), admin.close()])
    }
  })

  test('a signed-in admin never receives a cached anonymous page for an admin route', async () => {
    const anonymous = await get('/admin-dashboard')
    expect(anonymous.status).toBe(303)
    const { cookie } = await signIn(site)
    for (const path of ['/admin-dashboard', '/admin-dashboard/blogs', '/admin']) {
      const res = await get(path, { cookie })
      expect(res.headers.get('x-cache')).toBeNull()
      expect(res.headers.get('cache-control')).toMatch(/^no-store/)
    }
    const home = await get('/', { cookie })
    expect(home.headers.get('x-cache')).toBeNull()
    expect(home.headers.get('cache-control')).toMatch(/^no-store/)
  })

  test('POST answers and server errors are never kept', async () => {
    const posted = await request(site.url).post('/contact-us').set('Origin', site.url).type('form').send({ FirstName: '' })
    expect(posted.status).toBe(422)
    expect(posted.headers['x-cache']).toBeUndefined()
    expect(posted.headers['cache-control']).toMatch(/^no-store/)
  })
})
