import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'

// A business that runs this site under its own name and keeps leads for 90 days sees both in the
// pages' titles, descriptions, privacy policy and FAQ (BRAND_NAME, RETENTION_DAYS; docs/product.md §1 Who it is for).
describe('a site configured as Acme Finance, keeping leads for 90 days', () => {
  let site: TestSite
  beforeAll(async () => {
    site = await startSite({ env: { BRAND_NAME: 'Acme Finance', RETENTION_DAYS: '90' } })
  })
  afterAll(() => site.close())

  const page = async (path: string) => {
    const res = await fetch(`${site.url}${path}`)
    expect(res.status).toBe(200)
    return res.text()
  }
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
  const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]

  test('every page title ends with the configured brand', async () => {
    for (const path of ['/', '/about', '/blog', '/emi-calculator', '/contact-us', '/apply-now', '/privacypolicy', '/services/home-loan']) {
      const html = await page(path)
      expect(title(html), path).toContain('Acme Finance')
      expect(title(html), path).not.toContain('Loan Partner')
    }
  })

  test('descriptions name the configured brand', async () => {
    expect(description(await page('/about'))).toMatch(/^Acme Finance has helped over 70,000 borrowers/)
    expect(description(await page('/blog'))).toContain('from the Acme Finance team')
  })

  test('the privacy policy and the FAQ say 90 days, never 365', async () => {
    const privacy = await page('/privacypolicy')
    expect(privacy).toContain('We keep loan applications and enquiries for 90 days from the date you submit them')
    expect(privacy).toContain('After 90 days they are permanently erased')
    const about = await page('/about')
    // The FAQ as shown and as structured data for search engines.
    expect(about.match(/erase applications and enquiries after 90 days/g)).toHaveLength(2)
    expect(privacy + about).not.toContain('365 days')
    expect(privacy + about).not.toContain('{retentionDays}')
  })
})
