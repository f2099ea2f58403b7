import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'

// One grievance contact everywhere (docs/decisions/167): every public page the sitemap lists, plus the
// pages it leaves out, is read as a visitor gets it, and every e-mail address written in a sentence
// that speaks of a grievance or complaint (शिकायत, on a Hindi page) is collected. Exactly one address may turn up.

let site: TestSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/** The sentences of a page's visible text, block by block: paragraphs, list items, table cells, definitions, headings (a Hindi one ends at the danda, ।). */
function sentences(html: string): string[] {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .split(/<\/(?:p|li|td|th|dd|dt|h[1-6]|address|div|section)>/i)
    .map((b) =>
      b
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .flatMap((b) => b.split(/(?<=[.!?])\s+(?=[A-Z])|(?<=।)\s+/))
}

test('exactly one grievance e-mail address appears across the built pages, and it is the configured officer’s', async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(paths).toEqual(expect.arrayContaining(['/privacypolicy', '/disclosures', '/loan-tools/true-cost']))
  const all = [...new Set([...paths, '/track', '/loan-tools/true-cost/kfs'])]
  const found = new Map<string, string[]>()
  for (const path of all) {
    const res = await fetch(`${site.url}${path}`)
    expect(res.status, path).toBe(200)
    for (const block of sentences(await res.text())) {
      if (!/grievance|complain|शिकायत/i.test(block)) continue
      for (const email of block.match(EMAIL) ?? []) found.set(email, [...(found.get(email) ?? []), path])
    }
  }
  expect(Object.fromEntries(found)).toEqual({ [site.deps.site.grievanceOfficer.email]: expect.any(Array) })
  // It is on the privacy policy, /disclosures and every page's footer.
  expect(found.get(site.deps.site.grievanceOfficer.email)).toEqual(
    expect.arrayContaining(['/privacypolicy', '/disclosures', '/', '/about']),
  )
})

test('"No pre-closure charges" says whose loans it is about, and the prepayment tool says its charge is another lender’s', async () => {
  const page = async (path: string) => sentences(await (await fetch(`${site.url}${path}`)).text())
  const pricing = await page('/apply-now')
  const at = pricing.indexOf('Pre-closure Charges')
  expect(pricing.slice(at, at + 3).join(' ')).toBe(
    'Pre-closure Charges No pre-closure charges On loans arranged through Loan Partner. A loan taken elsewhere follows its own lender’s Key Facts Statement.',
  )
  expect(await page('/loan-tools/prepayment')).toEqual(
    expect.arrayContaining([
      'The charge it works out is your lender’s, as that lender’s Key Facts Statement states it, never ours.',
      'Our Pricing table’s “No pre-closure charges” is for loans arranged through Loan Partner.',
    ]),
  )
  expect(await page('/disclosures')).toEqual(
    expect.arrayContaining([
      'On loans arranged through Loan Partner, our Pricing table’s “No pre-closure charges” goes further: none on any of them.',
    ]),
  )
})

test('the home page’s lender marks say they are samples and point to the lenders named on /disclosures', async () => {
  const html = await (await fetch(`${site.url}/`)).text()
  const note = /<p class="lenders-note">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ''
  expect(note.replace(/<[^>]+>/g, '')).toBe(
    'Sample marks, for illustration. The lenders we work with are named on our disclosures page. After you apply, we show you every matching offer side by side: how we match and order offers.',
  )
  expect(note).toContain('href="/disclosures"')
  expect(note).toContain('href="/how-we-match"')
})
