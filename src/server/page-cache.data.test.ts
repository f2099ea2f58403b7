import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTestDb, type TestDb } from '#tests/setup/test-db'
import fs from 'node:fs'
import path from 'node:path'
import { cacheKey, MAX_VARIANTS_PER_PATH, PageCache, queryKeysOf } from './page-cache.server'

describe('the page cache key (issue 22, finding 9)', () => {
  test('tracking parameters never make a new key', () => {
    for (const query of ['utm_source=x', 'utm_medium=cpc&utm_campaign=diwali', 'gclid=abc', 'fbclid=1', 'msclkid=2', 'UTM_Source=y']) {
      expect([query, cacheKey(`/?${query}`)]).toEqual([query, '/'])
      expect([query, cacheKey(`/blog?${query}`)]).toEqual([query, '/blog'])
    }
  })

  test('a page that reads no query is one key, whatever the query says', () => {
    expect(cacheKey('/about?x=1')).toBe('/about')
    expect(cacheKey('/about?x=%E0%A4%A&&=')).toBe('/about')
    expect(cacheKey('/services/home-loan?anything=at-all')).toBe('/services/home-loan')
    expect(cacheKey('/about/index.pageContext.json?x=1')).toBe('/about/index.pageContext.json')
  })

  test('a page that reads its query is keyed on the keys it reads, in one order', () => {
    expect(cacheKey('/emi-calculator?tenure=5&amount=500000&rate=9&utm_source=x&colour=red')).toBe(
      '/emi-calculator?amount=500000&rate=9&tenure=5',
    )
    expect(cacheKey('/emi-calculator?rate=9&amount=500000&tenure=5')).toBe(cacheKey('/emi-calculator?amount=500000&tenure=5&rate=9'))
    expect(cacheKey('/blog?q=home&page=2&gclid=z')).toBe('/blog?page=2&q=home')
    expect(cacheKey('/blog/index.pageContext.json?category=Finance')).toBe('/blog/index.pageContext.json?category=Finance')
    expect(cacheKey('/loan-tools/prepayment?outstanding=1000000&fbclid=q')).toBe('/loan-tools/prepayment?outstanding=1000000')
  })

  test("a page's Hindi twin is keyed on the same query keys as the page", () => {
    expect(cacheKey('/hi/emi-calculator?tenure=5&amount=500000&colour=red')).toBe('/hi/emi-calculator?amount=500000&tenure=5')
    expect(cacheKey('/hi/apply-now?loan=home&amount=2500000')).toBe('/hi/apply-now?amount=2500000&loan=home')
    expect(cacheKey('/hi/about?x=1')).toBe('/hi/about')
  })

  test('every query key a page reads, and every one a route reads before the page, is part of its cache key', () => {
    const pages = path.join(import.meta.dirname, '../../views/pages')
    const reads = fs
      .readdirSync(pages, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('+data.ts') && !file.startsWith('admin-dashboard'))
      .map((file) => ({
        page: `/${path.dirname(file)}`,
        keys: [...fs.readFileSync(path.join(pages, file), 'utf8').matchAll(/\bsearch\.(\w+)/g)].map((m) => m[1]!),
      }))
      .filter(({ keys }) => keys.length > 0)
    expect(reads.map((r) => r.page).sort()).toEqual(['/apply-now', '/blog', '/contact-us', '/offers', '/offers/kfs'])
    for (const { page, keys } of [...reads, { page: '/contact-us', keys: ['sent'] }])
      for (const p of [page, `/hi${page}`])
        for (const key of keys) expect([p, key, queryKeysOf(p)]).toEqual([p, key, expect.toSatisfy((k) => k === 'all' || k.has(key))])
    expect(cacheKey('/apply-now?loan=Business%20Loan&amount=500000&utm_source=x')).toBe('/apply-now?amount=500000&loan=Business+Loan')
    expect(cacheKey('/contact-us?sent=1')).toBe('/contact-us?sent=1')
    expect(cacheKey('/hi/contact-us?loan=Car+Loan&amount=300000&utm_source=x')).toBe('/hi/contact-us?amount=300000&loan=Car+Loan')
  })

  test('a request target that is not a plain path is never a key', () => {
    expect(cacheKey('http://evil.example/about')).toBeNull()
    expect(cacheKey('//evil.example/about')).toBeNull()
  })
})

describe('the page cache', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb('sqlite')
  })
  afterAll(() => t?.close())

  const page = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body })

  test('a visitor from a campaign link gets the page already kept', async () => {
    const cache = new PageCache(t.db, { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 })
    await cache.store('/?utm_source=newsletter', cache.ticket(), page('<h1>Home</h1>'))
    for (let i = 0; i < 100; i++) await cache.store(`/about?utm_source=${i}&x=${i}`, cache.ticket(), page('<h1>About</h1>'))
    expect(cache.size.entries).toBe(2)
    expect((await cache.get(`/?utm_source=${Math.random()}&gclid=1`))?.variants.identity.body.toString()).toBe('<h1>Home</h1>')
    expect((await cache.get('/about'))?.variants.identity.body.toString()).toBe('<h1>About</h1>')
  })

  test("a flood of one page's queries keeps at most its cap of variants, and evicts no other page", async () => {
    const cache = new PageCache(t.db, { maxEntries: 100, maxBytes: 32 * 1024 * 1024 })
    await cache.store('/about', cache.ticket(), page('<h1>About</h1>'))
    await cache.store('/blog?q=home', cache.ticket(), page('<h1>Home loans</h1>'))
    for (let i = 0; i < 500; i++) await cache.store(`/blog?q=random-${i}`, cache.ticket(), page(`<p>${i}</p>`))
    expect(cache.variantsOf('/blog')).toBe(MAX_VARIANTS_PER_PATH)
    expect(cache.size.entries).toBe(MAX_VARIANTS_PER_PATH + 1)
    expect(await cache.get('/about')).toBeDefined()
    // The newest variants stay; the oldest made room.
    expect((await cache.get('/blog?q=random-499'))?.variants.identity.body.toString()).toBe('<p>499</p>')
    expect(await cache.get('/blog?q=home')).toBeUndefined()
    // Clearing forgets the counts with the pages.
    cache.clear()
    expect([cache.size.entries, cache.variantsOf('/blog')]).toEqual([0, 0])
  })

  test('a variant kept again replaces itself and counts once', async () => {
    const cache = new PageCache(t.db, { maxEntries: 100, maxBytes: 32 * 1024 * 1024 })
    await cache.store('/blog?q=a', cache.ticket(), page('1'))
    await cache.store('/blog?q=a&utm_medium=x', cache.ticket(), page('2'))
    expect([cache.variantsOf('/blog'), (await cache.get('/blog?q=a'))?.variants.identity.body.toString()]).toEqual([1, '2'])
  })
})
