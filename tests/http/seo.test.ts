import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serviceSlugs } from '#src/shared/content/services'
import { startSite, type TestSite } from '../setup/site'

let site: TestSite
beforeAll(async () => {
  // The configured origin, never the request's Host header, makes every absolute link.
  site = await startSite({ env: { PUBLIC_ORIGIN: 'http://loans.example' } })
})
afterAll(async () => {
  await site?.close()
})

const pages = ['/', '/about', ...serviceSlugs.map((s) => `/services/${s}`), '/service-details', '/termsandcondition', '/privacypolicy']

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; [k: string]: unknown },
  )

describe('search engines', () => {
  test('/sitemap.xml lists every public page and no admin page', async () => {
    const res = await request(site.app).get('/sitemap.xml').set('Host', 'attacker.example')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    const locs = [...res.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    for (const p of [...pages, '/blog', '/contact-us', '/emi-calculator', '/apply-now']) {
      expect(locs).toContain(`http://loans.example${p}`)
      // Its Hindi twin too (docs/i18n.md).
      expect(locs).toContain(`http://loans.example${p === '/' ? '/hi' : `/hi${p}`}`)
    }
    expect(locs.some((l) => l!.includes('/admin'))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)
  })

  test('/robots.txt lets crawlers in, keeps them out of the admin area and points to the sitemap', async () => {
    const res = await request(site.app).get('/robots.txt').set('Host', 'attacker.example')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.text).toContain('User-agent: *\nAllow: /\n')
    expect(res.text).toContain('Disallow: /admin\n')
    expect(res.text).toContain('Disallow: /api/\n')
    expect(res.text).toContain('Sitemap: http://loans.example/sitemap.xml')
  })

  test.each(pages)('%s has its own title, description, canonical URL and Open Graph tags', async (path) => {
    const res = await request(site.app).get(path).set('Host', 'attacker.example')
    expect(res.status).toBe(200)
    const html = res.text
    const title = html.match(/<title>(.*?)<\/title>/)?.[1]
    const description = html.match(/<meta name="description" content="(.*?)"/)?.[1]
    expect(title).toMatch(/Loan Partner/)
    expect(description!.length).toBeGreaterThan(50)
    expect(description!.length).toBeLessThanOrEqual(170)
    expect(html).toContain(`<link rel="canonical" href="http://loans.example${path}"/>`)
    expect(html).toContain(`<meta property="og:url" content="http://loans.example${path}"/>`)
    expect(html).toContain(`<meta property="og:title" content="${title}" />`)
    expect(html).toContain('<meta property="og:description"')
    expect(html).toContain('<meta property="og:image" content="http://loans.example/images/og.png"/>')
    const business = jsonLd(html).find((d) => d['@type'] === 'FinancialService')!
    expect(business).toMatchObject({
      name: 'Loan Partner',
      telephone: '+919876543210',
      address: { addressLocality: 'Greater Noida', addressRegion: 'Uttar Pradesh' },
    })
  })

  test('every page has a different title and description', async () => {
    const heads = await Promise.all(
      pages.map(async (p) =>
        (await request(site.app).get(p)).text
          .match(/<title>(.*?)<\/title>[\s\S]*?<meta name="description" content="(.*?)"/)!
          .slice(1)
          .join('|'),
      ),
    )
    expect(new Set(heads).size).toBe(pages.length)
  })

  test('/about describes its FAQ as a FAQPage with seven questions; other pages do not', async () => {
    const about = jsonLd((await request(site.app).get('/about')).text).find((d) => d['@type'] === 'FAQPage')
    expect((about!.mainEntity as unknown[]).length).toBe(7)
    expect(jsonLd((await request(site.app).get('/')).text).some((d) => d['@type'] === 'FAQPage')).toBe(false)
  })

  test('an unknown service answers 404, which keeps it out of search, and is not in the sitemap', async () => {
    const res = await request(site.app).get('/services/gold-loan')
    expect(res.status).toBe(404)
    expect(res.text).toContain('<title>Service Not Found · Loan Partner</title>')
    expect((await request(site.app).get('/sitemap.xml')).text).not.toContain('gold-loan')
  })
})
