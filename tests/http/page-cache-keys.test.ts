import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { displayLimits } from '#src/shared/content/business'
import type { QueryKeys } from '#src/shared/query-keys'
import { insertPost } from '#src/server/tables/blog-posts.server'
import { startSite, type TestSite } from '../setup/site'

// Pages declare the query keys they read beside the page (views/pages/*/+queryKeys.ts), and the page
// cache keys each page, in both languages, on exactly those (issue 41, item 3; docs/decisions/154).

let site: TestSite
beforeAll(async () => {
  site = await startSite()
  // A second page of posts in each language, for the blog's ?page=.
  const at = new Date().toISOString()
  for (const language of ['en', 'hi'])
    for (let i = 0; i <= displayLimits.blogPageSize; i++) {
      const row = { title: `Post ${language} ${i}`, content: 'Body', category: 'Home Loans', tag: 'x', image: 'a'.repeat(32) }
      await insertPost(site.deps.db, { ...row, image1: null, image2: null, language, created_at: at, updated_at: at })
    }
})
afterAll(() => site?.close())

const get = async (address: string) => {
  const res = await fetch(`${site.url}${address}`, { headers: { 'accept-encoding': 'identity' } })
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }
}
/** The contact form's message, as the page pre-fills it. */
const message = (body: string) => /<textarea[^>]*name="Message"[^>]*>([^<]*)/.exec(body)?.[1]

describe('the contact page pre-fills each visitor’s own loan and amount', () => {
  test('a car loan of ₹3,00,000 asked after a home loan of ₹50,00,000 is the car loan, in English and Hindi', async () => {
    const home = await get('/contact-us?loan=Home+Loan&amount=5000000')
    expect([home.status, home.cache, message(home.body)]).toEqual([
      200,
      'MISS',
      'I would like a free consultation about a Home Loan of ₹50,00,000.',
    ])
    const car = await get('/contact-us?loan=Car+Loan&amount=300000')
    expect([car.status, message(car.body)]).toEqual([200, 'I would like a free consultation about a Car Loan of ₹3,00,000.'])
    // The same amount for another loan is that loan too.
    expect(message((await get('/contact-us?loan=Car+Loan&amount=5000000')).body)).toBe(
      'I would like a free consultation about a Car Loan of ₹50,00,000.',
    )
    // The same link again, from a campaign and with a stray key, is the page already kept.
    const again = await get('/contact-us?utm_source=mail&amount=300000&x=random&loan=Car+Loan')
    expect([again.cache, message(again.body)]).toEqual(['HIT', message(car.body)])

    const hindiHome = await get('/hi/contact-us?loan=Home+Loan&amount=5000000')
    const hindiCar = await get('/hi/contact-us?loan=Car+Loan&amount=300000')
    expect(message(hindiHome.body)).toBe('मुझे ₹50,00,000 के होम लोन के बारे में मुफ़्त परामर्श चाहिए।')
    expect(message(hindiCar.body)).toBe('मुझे ₹3,00,000 के कार लोन के बारे में मुफ़्त परामर्श चाहिए।')
    expect(message((await get('/hi/contact-us?loan=Car+Loan&amount=5000000')).body)).toBe(
      'मुझे ₹50,00,000 के कार लोन के बारे में मुफ़्त परामर्श चाहिए।',
    )
    expect((await get('/hi/contact-us?loan=Car+Loan&amount=300000&x=random')).cache).toBe('HIT')
  })

  test('?x=random does not split the cache, and the page kept carries no visitor’s stray key', async () => {
    const first = await get(`/contact-us?x=${Math.random()}`)
    const second = await get(`/contact-us?x=${Math.random()}`)
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT'])
    expect(message(second.body)).toBe('')
    expect(second.body).not.toContain('x=0.')
    expect((await get('/hi/contact-us?x=1')).cache).toBe('MISS')
    expect((await get('/hi/contact-us?x=2&gclid=3')).cache).toBe('HIT')
  })

  test('after a sent enquiry (?sent=1) the banner shows, never the page kept for everyone, and that page never shows it', async () => {
    await get('/contact-us')
    const sent = await get('/contact-us?sent=1')
    const banner = 'notice notice-success contact-success'
    expect([sent.cache, sent.body.includes(banner)]).toEqual([null, true])
    const kept = await get('/contact-us')
    expect([kept.cache, kept.body.includes(banner)]).toEqual(['HIT', false])
  })
})

// For each page that declares keys: a query that holds the key, and the page rendered without it,
// differ (the link to the other language aside, which carries the declared keys). 'all' names one
// example per tool. A page that declares keys and is missing here fails the first test.
const examples: Record<string, string[]> = {
  'apply-now': ['loan=Car+Loan&amount=300000'],
  blog: ['q=zz-no-such-post', 'category=Car+Loans', 'page=2'],
  'contact-us': ['loan=Car+Loan&amount=300000', 'sent=1'],
  'emi-calculator': ['amount=300000&rate=11&tenure=7'],
  'is-this-us': ['value=someone%40okaxis'],
  'loan-tools/balance-transfer': ['outstanding=1234567'],
  'loan-tools/compare': ['offer1Amount=700000'],
  'loan-tools/eligibility': ['targetEmi=23456&targetRate=13.5&targetMonths=97'],
  'loan-tools/prepayment': ['months=120'],
  'loan-tools/rate-converter': ['rateKind=flat'],
  'loan-tools/true-cost': ['amount=700000'],
}
// Read only behind an offers pass, which the cache never answers nor stores (docs/decisions/220);
// tests/http/offers.test.ts shows each key change the page.
const behindAPass = ['offers', 'offers/kfs']

const PAGES = path.join(import.meta.dirname, '../../views/pages')
const declared = fs
  .readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === '+queryKeys.ts')
  .map((file) => path.dirname(file))
  .sort()

const withoutLanguageLink = (body: string) => body.replace(/<a class="language-link"[^>]*>/g, '')

describe('each declared key changes what its page renders, and is its own cache key, in both languages', () => {
  test('every page with a +queryKeys.ts has an example here, or is read only behind a pass', () => {
    expect(declared).toEqual(Object.keys({ ...examples, ...Object.fromEntries(behindAPass.map((p) => [p, []])) }).sort())
  })

  test.each(Object.entries(examples))('/%s', async (folder, queries) => {
    const keys = ((await import(path.join(PAGES, folder, '+queryKeys.ts'))) as { default: QueryKeys }).default
    for (const prefix of ['', '/hi']) {
      const page = `${prefix}/${folder}`
      for (const key of keys === 'all' ? queries.map((q) => [...new URLSearchParams(q).keys()][0]!) : keys) {
        const query = queries.find((q) => new URLSearchParams(q).has(key))
        expect([page, key, query]).toEqual([page, key, expect.any(String)])
        const without = new URLSearchParams(query)
        without.delete(key)
        const a = await get(`${page}?${query}`)
        const b = await get(`${page}?${without.toString()}`)
        expect([page, key, a.status, b.status]).toEqual([page, key, 200, 200])
        expect([page, key, withoutLanguageLink(a.body) === withoutLanguageLink(b.body)]).toEqual([page, key, false])
        // Asked again with a stray key (a tool reads every key but the tracking ones), each is its own
        // page: kept (a HIT) or never kept (no x-cache at all).
        const stray = keys === 'all' ? 'utm_source=1' : 'x=1'
        for (const [address, body] of [
          [`${page}?${query}&${stray}`, a.body],
          [`${page}?${stray}&${without.toString()}`, b.body],
        ] as const) {
          const again = await get(address)
          expect([address, again.cache === 'MISS', again.body === body]).toEqual([address, false, true])
        }
      }
    }
  })
})
