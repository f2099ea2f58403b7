import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PageCache } from '#src/server/page-cache.server'
import { startSite, type TestSite } from '../setup/site'

// "Is this really us?" (issue 45, docs/decisions/205, 206): nothing typed into the check is stored,
// logged or kept in the page cache, and every way into the site leads to it.

let site: TestSite
beforeAll(async () => {
  site = await startSite({ env: { CONTACT_PHONE: '+91 98100 22334', OFFICIAL_WEBSITES: 'loanpartner.in' } })
})
afterAll(() => site?.close())

const get = (path: string) => fetch(`${site.url}${path}`, { headers: { 'accept-encoding': 'identity' } })
const cache = () => site.app.locals.pageCache as PageCache

/** What a visitor types into the check, one of each kind, each carrying the marker `q7zx`. */
const typed = {
  phone: '+91 99887 q7zx',
  mobile: '+91 91234 70070',
  email: 'help.q7zx@loanpartner-care.example',
  web: 'https://q7zx-loanpartner.example/pay',
  upi: 'refund.q7zx@okaxis',
}
/** Fragments of what was typed, as any store would hold them: the marker, the mobile's digits. */
const fragments = ['q7zx', 'Q7ZX', '9123470070', '91234 70070', 'loanpartner-care']

describe('nothing typed into the check is kept', () => {
  test('the server log, the database (every table, and the files on disk) and the page cache hold none of it', async () => {
    // The empty page is kept for everyone, as any information page.
    expect((await get('/is-this-us')).headers.get('x-cache')).toBe('MISS')
    expect((await get('/is-this-us')).headers.get('x-cache')).toBe('HIT')

    const asked = Object.values(typed).flatMap((value) => [
      `/is-this-us?value=${encodeURIComponent(value)}`,
      `/hi/is-this-us?value=${encodeURIComponent(value)}`,
    ])
    for (const path of asked) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      // Never stored, never answered from the cache, never kept by the browser or a proxy.
      expect(res.headers.get('x-cache'), path).toBeNull()
      expect(res.headers.get('cache-control'), path).toBe('no-store, max-age=0')
      expect(res.headers.get('set-cookie'), path).toBeNull()
      const html = await res.text()
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')
      expect(html, path).toMatch(/data-outcome="not-ours"|We cannot read this|इसे हम फ़ोन नंबर/)
    }
    // Asked twice, an answer is worked out afresh, and one visitor's answer is never another's.
    const again = await get(`/is-this-us?value=${encodeURIComponent(typed.upi)}`)
    expect(again.headers.get('x-cache')).toBeNull()
    expect(await again.text()).toContain('We have no UPI ID')
    expect(await (await get(`/is-this-us?value=${encodeURIComponent('098100-22334')}`)).text()).toContain(
      'It is our phone number +91 98100 22334.',
    )

    // The log: one line for each of those requests, by the page's route, none with what was typed.
    await expect
      .poll(() => site.logs.join('\n').match(/ GET page \/is-this-us 200 /g)?.length ?? 0)
      .toBeGreaterThanOrEqual(asked.length + 2)
    const log = site.logs.join('\n')
    for (const f of fragments) expect(log).not.toContain(f)
    expect(log).not.toContain('value=')

    // The database: every row of every table, and the bytes of its files (the write-ahead log too).
    const { db } = site.deps
    const tables = (await db('sqlite_master').where({ type: 'table' }).pluck('name')) as string[]
    expect(tables).toEqual(expect.arrayContaining(['loan_applications', 'outbox', 'content_version']))
    for (const table of tables) {
      const rows = JSON.stringify(await db(table).select())
      for (const f of fragments) expect(rows, table).not.toContain(f)
    }
    const file = site.deps.env.DATABASE_URL
    for (const part of [file, `${file}-wal`, `${file}-shm`].filter((p) => fs.existsSync(p))) {
      const bytes = fs.readFileSync(part)
      for (const f of fragments) expect(bytes.includes(f), `${part}: ${f}`).toBe(false)
    }

    // The page cache: the empty page alone, in each language, and nothing typed in it.
    expect(cache().variantsOf('/is-this-us')).toBe(1)
    expect(cache().variantsOf('/hi/is-this-us')).toBe(0)
    for (const path of asked) expect(cache().peek(path), path).toBeUndefined()
    const kept = await get('/is-this-us')
    expect(kept.headers.get('x-cache')).toBe('HIT')
    const body = await kept.text()
    for (const f of fragments) expect(body).not.toContain(f)
    expect(body).not.toContain('data-outcome')
  })

  test('a query key the page does not read is left out of the cache key, and the check still answers', async () => {
    await get('/is-this-us')
    expect((await get('/is-this-us?utm_source=sms')).headers.get('x-cache')).toBe('HIT')
    const res = await get(`/is-this-us?utm_source=sms&value=${encodeURIComponent('www.LoanPartner.in/')}`)
    expect(res.headers.get('x-cache')).toBeNull()
    expect(await res.text()).toContain('It is our website loanpartner.in.')
  })
})

describe('the ways in', () => {
  test('the footer of every page, the contact page and the tracker link to the check, in the page’s language', async () => {
    for (const [path, href] of [
      ['/', '/is-this-us'],
      ['/contact-us', '/is-this-us'],
      ['/track', '/is-this-us'],
      ['/hi/contact-us', '/hi/is-this-us'],
      ['/hi/track', '/hi/is-this-us'],
    ]) {
      const html = await (await get(path!)).text()
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)![0]
      expect(footer, path).toContain(`href="${href}"`)
      if (path !== '/') expect(html.match(new RegExp(`<p class="is-this-us-note">[^]*?href="${href}"`)), path).not.toBeNull()
    }
  })

  test('the sitemap lists the page in both languages', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${site.url}/is-this-us</loc>`)
    expect(xml).toContain(`<loc>${site.url}/hi/is-this-us</loc>`)
  })
})
