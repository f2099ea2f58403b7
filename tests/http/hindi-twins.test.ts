import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devanagariShare, hindi, mainText, publicPages } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'

// Issue 26: every public page has a Hindi twin under /hi, served without script, and the English
// site stays where it is. Fetched as a browser without JavaScript would (docs/i18n.md).

let site: TestSite
beforeAll(async () => {
  site = await startSite({ env: { PUBLIC_ORIGIN: 'http://loans.example' } })
})
afterAll(async () => {
  await site?.close()
})

const twins = publicPages

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.url}${path}`, { headers, redirect: 'manual' })
  return { res, html: await res.text() }
}

/** The site's own links in a page, but for the language link and files. */
const pageLinks = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>/g)]
    .filter((m) => !m[1]!.includes('class="language-link"'))
    .map((m) => /\shref="([^"]*)"/.exec(m[1]!)?.[1] ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !/^\/(images|uploads|assets|favicon)/.test(href))

describe('the Hindi twin of every public page', () => {
  test.each(twins)('%s in Hindi is a Hindi page: lang="hi", mostly Devanagari, every link in Hindi', async (path) => {
    const { res, html } = await get(hindi(path))
    expect(res.status).toBe(200)
    expect(html).toMatch(/<html[^>]*\slang="hi"/)
    const share = devanagariShare(mainText(html))
    expect(share, `${hindi(path)}: ${(share * 100).toFixed(0)}% of the letters in <main> are Devanagari`).toBeGreaterThanOrEqual(0.6)
    expect(pageLinks(html).filter((href) => href !== '/hi' && !href.startsWith('/hi/') && !href.startsWith('/hi?'))).toEqual([])
  })

  test('an unknown Hindi address is the 404 page, in Hindi', async () => {
    const { res, html } = await get('/hi/no-such-page')
    expect(res.status).toBe(404)
    expect(html).toMatch(/<html[^>]*\slang="hi"/)
    expect(devanagariShare(mainText(html))).toBeGreaterThanOrEqual(0.6)
  })

  test('each page names both languages and the default for search engines, and links to its twin', async () => {
    for (const [path, lang] of [
      ['/emi-calculator?amount=500000', 'en-IN'],
      ['/hi/emi-calculator?amount=500000', 'hi'],
    ] as const) {
      const { html } = await get(path)
      expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`))
      expect(html).toContain('<link rel="alternate" hrefLang="en-IN" href="http://loans.example/emi-calculator"/>')
      expect(html).toContain('<link rel="alternate" hrefLang="hi-IN" href="http://loans.example/hi/emi-calculator"/>')
      expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://loans.example/emi-calculator"/>')
    }
    // The link to the other language keeps the calculator's figures, and says which language it is.
    expect((await get('/emi-calculator?amount=500000')).html).toContain(
      '<a class="language-link" href="/hi/emi-calculator?amount=500000" hrefLang="hi-IN" lang="hi"',
    )
    expect((await get('/hi/emi-calculator?amount=500000')).html).toContain(
      '<a class="language-link" href="/emi-calculator?amount=500000" hrefLang="en-IN" lang="en-IN"',
    )
  })

  // Every page's link, as a browser with or without JavaScript follows it; tests/e2e/hindi.test.ts
  // clicks it on a page of each kind, in every browser mode.
  test('the language link on every page leads to its Hindi twin, and the twin’s link leads back', async () => {
    const languageLink = (html: string) => /<a class="language-link" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    for (const path of [...twins, '/emi-calculator?amount=500000&rate=9&tenure=5']) {
      const toHindi = languageLink((await get(path)).html)
      expect(toHindi, path).toBe(hindi(path))
      const twin = await get(toHindi!)
      expect([path, twin.res.status]).toEqual([path, 200])
      expect(languageLink(twin.html), hindi(path)).toBe(path)
    }
  })

  test('a Hindi reader who asks for Hindi is never redirected: the address decides the language', async () => {
    const { res, html } = await get('/about', { 'accept-language': 'hi-IN,hi;q=0.9' })
    expect(res.status).toBe(200)
    expect(html).toMatch(/<html[^>]*\slang="en-IN"/)
  })

  test('the page cache keeps each language apart', async () => {
    const first = await get('/hi/about')
    const again = await get('/hi/about')
    expect(again.res.headers.get('x-cache')).toBe('HIT')
    expect(again.html).toBe(first.html)
    const english = await get('/about')
    expect(english.html).toMatch(/<html[^>]*\slang="en-IN"/)
  })

  test('the admin area has no Hindi twin', async () => {
    expect((await get('/hi/admin')).res.status).toBe(404)
    expect((await get('/hi/api/v1/loan-types')).res.status).toBe(404)
  })
})
