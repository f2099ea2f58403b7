import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTestDb, type TestDb } from '#tests/setup/test-db'
import fs from 'node:fs'
import path from 'node:path'
import type { QueryKeys } from '#src/shared/query-keys'
import applyKeys from '#views/pages/apply-now/+queryKeys'
import blogKeys from '#views/pages/blog/+queryKeys'
import contactKeys from '#views/pages/contact-us/+queryKeys'
import emiKeys from '#views/pages/emi-calculator/+queryKeys'
import prepaymentKeys from '#views/pages/loan-tools/prepayment/+queryKeys'
import { cacheKey, MAX_VARIANTS_PER_PATH, PageCache } from './page-cache.server'

describe('the page cache key (issue 22, finding 9)', () => {
  test('tracking parameters never make a new key', () => {
    for (const query of ['utm_source=x', 'utm_medium=cpc&utm_campaign=diwali', 'gclid=abc', 'fbclid=1', 'msclkid=2', 'UTM_Source=y']) {
      expect([query, cacheKey(`/?${query}`, undefined)]).toEqual([query, '/'])
      expect([query, cacheKey(`/blog?${query}`, blogKeys)]).toEqual([query, '/blog'])
      expect([query, cacheKey(`/loan-tools/prepayment?${query}`, prepaymentKeys)]).toEqual([query, '/loan-tools/prepayment'])
    }
  })

  test('a page that reads no query is one key, whatever the query says', () => {
    expect(cacheKey('/about?x=1', undefined)).toBe('/about')
    expect(cacheKey('/about?x=%E0%A4%A&&=', undefined)).toBe('/about')
    expect(cacheKey('/services/home-loan?anything=at-all', undefined)).toBe('/services/home-loan')
    expect(cacheKey('/about/index.pageContext.json?x=1', undefined)).toBe('/about/index.pageContext.json')
  })

  test('a page that reads its query is keyed on the keys it declares, in one order', () => {
    expect(cacheKey('/emi-calculator?tenure=5&amount=500000&rate=9&utm_source=x&colour=red', emiKeys)).toBe(
      '/emi-calculator?amount=500000&rate=9&tenure=5',
    )
    expect(cacheKey('/emi-calculator?rate=9&amount=500000&tenure=5', emiKeys)).toBe(
      cacheKey('/emi-calculator?amount=500000&tenure=5&rate=9', emiKeys),
    )
    expect(cacheKey('/blog?q=home&page=2&gclid=z', blogKeys)).toBe('/blog?page=2&q=home')
    expect(cacheKey('/blog/index.pageContext.json?category=Finance', blogKeys)).toBe('/blog/index.pageContext.json?category=Finance')
    expect(cacheKey('/loan-tools/prepayment?outstanding=1000000&fbclid=q', prepaymentKeys)).toBe(
      '/loan-tools/prepayment?outstanding=1000000',
    )
    expect(cacheKey('/apply-now?loan=Business%20Loan&amount=500000&utm_source=x', applyKeys)).toBe(
      '/apply-now?amount=500000&loan=Business+Loan',
    )
    expect(cacheKey('/contact-us?sent=1', contactKeys)).toBe('/contact-us?sent=1')
    expect(cacheKey('/hi/contact-us?loan=Car+Loan&amount=300000&utm_source=x', contactKeys)).toBe(
      '/hi/contact-us?amount=300000&loan=Car+Loan',
    )
  })

  test('a request target that is not a plain path is never a key', () => {
    expect(cacheKey('http://evil.example/about', emiKeys)).toBeNull()
    expect(cacheKey('//evil.example/about', emiKeys)).toBeNull()
  })
})

/** Every page folder under views/pages a visitor without a session may be served from the cache. */
const PAGES = path.join(import.meta.dirname, '../../views/pages')
const pageFolders = fs
  .readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === '+Page.tsx' && !file.startsWith('admin-dashboard'))
  .map((file) => path.dirname(file))

/** A page folder's own files: those below it that no other page folder holds. */
const filesOf = (folder: string) =>
  fs
    .readdirSync(path.join(PAGES, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('+queryKeys.ts'))
    .filter((file) => !pageFolders.some((other) => other !== folder && other.startsWith(`${folder}/`) && file.startsWith(`${other}/`)))

/** What a page's files read of its query: keys by name, keys by a constant's name, or the whole query. */
function readsOf(folder: string) {
  const text = filesOf(folder)
    .map((file) => fs.readFileSync(path.join(PAGES, file), 'utf8'))
    .filter((source) => source.includes('urlParsed'))
    .join('\n')
  return {
    named: [...text.matchAll(/\bsearch\.(\w+)/g)].map((m) => m[1]!),
    constants: [...text.matchAll(/\bsearch\[(\w+)\]/g)].map((m) => m[1]!),
    whole: /\burlParsed\.search(?:All|Original)?\s*[),]/.test(text),
  }
}

/** The `+queryKeys.ts` that applies to a page folder: its own, or the nearest folder's above it (Vike's inheritance). */
function declarationOf(folder: string): string | undefined {
  for (let dir = folder; dir !== '.'; dir = path.dirname(dir)) {
    const file = path.join(PAGES, dir, '+queryKeys.ts')
    if (fs.existsSync(file)) return file
  }
  return undefined
}

describe('each page declares the query keys it reads, beside it (views/pages/*/+queryKeys.ts)', () => {
  test('every key a page reads by name is declared, and a page that reads its query has a declaration', async () => {
    const reading: string[] = []
    for (const folder of pageFolders) {
      const { named, constants, whole } = readsOf(folder)
      if (!whole && named.length === 0 && constants.length === 0) continue
      reading.push(`/${folder}`)
      const file = declarationOf(folder)
      expect([folder, file]).toEqual([folder, expect.any(String)])
      const keys = ((await import(file!)) as { default: QueryKeys }).default
      const source = fs.readFileSync(file!, 'utf8')
      for (const key of named) expect([folder, key, keys]).toEqual([folder, key, expect.toSatisfy((k) => k === 'all' || k.includes(key))])
      // search[IS_THIS_US_FIELD]: the declaration names the same constant.
      for (const name of constants) expect([folder, name, keys === 'all' || source.includes(name)]).toEqual([folder, name, true])
    }
    // The scan finds what it should: a page that stops reading its query leaves this list.
    expect(reading.sort()).toEqual([
      '/apply-now',
      '/blog',
      '/contact-us',
      '/emi-calculator',
      '/is-this-us',
      '/loan-tools/balance-transfer',
      '/loan-tools/compare',
      '/loan-tools/eligibility',
      '/loan-tools/prepayment',
      '/loan-tools/rate-converter',
      '/loan-tools/true-cost',
      '/loan-tools/true-cost/kfs',
      '/offers',
      '/offers/kfs',
    ])
  })

  test('outside the page folders, only the language link reads the query, and only the keys the page declares', () => {
    const views = path.join(PAGES, '..')
    const readers = fs
      .readdirSync(views, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !file.startsWith('pages') &&
          /urlParsed\.search|\bsearchAll\b/.test(fs.readFileSync(path.join(views, file), 'utf8')),
      )
    expect(readers).toEqual([path.join('components', 'LanguageLinks.tsx')])
    expect(fs.readFileSync(path.join(views, readers[0]!), 'utf8')).toContain('queryRead(urlParsed.searchOriginal')
  })

  test('every guard notes the page matched, whose keys the cache stores a page under (views/note-matched-page.ts)', () => {
    // A page's own +guard replaces the one above it (Vike's guard does not add up), so each must note it.
    const guards = fs.readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === '+guard.ts')
    expect(guards.length).toBeGreaterThan(0)
    for (const file of guards)
      expect([file, fs.readFileSync(path.join(PAGES, file), 'utf8').includes('noteMatchedPage(pageContext)')]).toEqual([file, true])
  })

  test('every key a page declares by name is read by the page, or by its route before the page', async () => {
    // Read before the page: the contact route answers ?sent=1 itself (src/features/contact/contact.routes.server.ts).
    const byRoute: Record<string, string[]> = { 'contact-us': ['sent'] }
    const route = fs.readFileSync(path.join(import.meta.dirname, '../features/contact/contact.routes.server.ts'), 'utf8')
    expect(route).toContain('req.query.sent')
    for (const folder of pageFolders) {
      const file = path.join(PAGES, folder, '+queryKeys.ts')
      if (!fs.existsSync(file)) continue
      const keys = ((await import(file)) as { default: QueryKeys }).default
      const { named, constants, whole } = readsOf(folder)
      // A page that hands its whole query to a reader (the calculator, the tools) proves its keys by what it renders (tests/http/page-cache-keys.test.ts).
      if (keys === 'all' || whole) continue
      const source = fs.readFileSync(file, 'utf8')
      for (const key of keys) {
        const read = named.includes(key) || constants.some((name) => source.includes(name)) || byRoute[folder]?.includes(key)
        expect([folder, key, read]).toEqual([folder, key, true])
      }
    }
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
    await cache.store('/blog?q=home', cache.ticket(), page('<h1>Home loans</h1>'), blogKeys)
    for (let i = 0; i < 500; i++) await cache.store(`/blog?q=random-${i}`, cache.ticket(), page(`<p>${i}</p>`), blogKeys)
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
    await cache.store('/blog?q=a', cache.ticket(), page('1'), blogKeys)
    await cache.store('/blog?q=a&utm_medium=x', cache.ticket(), page('2'), blogKeys)
    expect([cache.variantsOf('/blog'), (await cache.get('/blog?q=a'))?.variants.identity.body.toString()]).toEqual([1, '2'])
  })

  test('a path is looked up on the keys its page declared when it was kept, in each language', async () => {
    const cache = new PageCache(t.db, { maxEntries: 100, maxBytes: 32 * 1024 * 1024 })
    const body = async (url: string) => (await cache.get(url))?.variants.identity.body.toString()
    for (const prefix of ['', '/hi']) {
      await cache.store(`${prefix}/contact-us?loan=Home+Loan&amount=5000000`, cache.ticket(), page(`${prefix} home`), contactKeys)
      expect(await body(`${prefix}/contact-us?loan=Car+Loan&amount=300000`)).toBeUndefined()
      expect(await body(`${prefix}/contact-us?sent=1&loan=Home+Loan&amount=5000000`)).toBeUndefined()
      expect(await body(`${prefix}/contact-us?amount=5000000&x=random&utm_source=y&loan=Home+Loan`)).toBe(`${prefix} home`)
    }
    // A path never kept is never found, whatever its query.
    expect(await cache.get('/apply-now?loan=Home+Loan&amount=5000000')).toBeUndefined()
  })

  test('should the keys of a path ever change, nothing stays kept under the old ones', async () => {
    const cache = new PageCache(t.db, { maxEntries: 100, maxBytes: 32 * 1024 * 1024 })
    await cache.store('/blog?q=a', cache.ticket(), page('searched'), blogKeys)
    await cache.store('/blog?q=b', cache.ticket(), page('every query alike'), undefined)
    expect(cache.variantsOf('/blog')).toBe(1)
    expect((await cache.get('/blog?q=a'))?.variants.identity.body.toString()).toBe('every query alike')
  })
})
