import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { englishWords, hindi, publicPages } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'

// The Hindi review found English on the main inputs of two tools and in the apply page's rates box,
// though every page was "mostly Devanagari" (docs/decisions/217). This story reads each /hi page as a
// browser without JavaScript gets it, and looks at the words a visitor acts on: labels, legends,
// buttons, options, placeholders, table headings, the terms of a definition list and the rates box.

let site: TestSite
/** Names that data gives, kept as written: the lenders' (docs/decisions/201). */
let names: string[] = []
beforeAll(async () => {
  site = await startSite()
  names = (await site.deps.db('lenders').select('legal_name', 'display_name')).flatMap(
    (r: { legal_name: string; display_name: string }) => [r.legal_name, r.display_name],
  )
})
afterAll(async () => {
  await site?.close()
})

/** The texts a visitor acts on, each with where it came from. */
function labelTexts(html: string): { where: string; text: string }[] {
  const body = html.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ')
  const inner = (tag: string) =>
    [...body.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => ({ where: tag, text: strip(m[1]!) }))
  const attr = (name: string) => [...body.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => ({ where: name, text: m[1]! }))
  const ratesBox = /<section class="card apply-rates"[\s\S]*?<\/section>/.exec(body)?.[0]
  return [
    ...['label', 'legend', 'button', 'option', 'th', 'dt', 'h1', 'h2', 'h3', 'summary'].flatMap(inner),
    ...['placeholder', 'aria-roledescription'].flatMap(attr),
    ...(ratesBox ? [{ where: 'rates box', text: strip(ratesBox) }] : []),
  ]
}

const strip = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()

async function englishOn(path: string): Promise<string[]> {
  const res = await fetch(`${site.url}${path}`)
  expect(res.status).toBe(200)
  return labelTexts(await res.text())
    .filter((t) => englishWords(t.text, names).length > 0)
    .map((t) => `${t.where}: ${t.text}`)
}

describe('the rule both Hindi stories share (tests/setup/hindi.ts, docs/decisions/234)', () => {
  test('an English word fails; the brand, loan words, addresses, codes and given names pass', () => {
    expect(englishWords('Tenure (months)')).toEqual(['Tenure', 'months'])
    expect(englishWords('ऋण राशि: 12 to 96 months')).toEqual(['to', 'months'])
    expect(englishWords('Loan Partner की EMI, PAN और KFS; APR में GST; CIBIL स्कोर')).toEqual([])
    expect(englishWords('support@loanpartner.in, https://www.example.com/a, cms.rbi.org.in, trivan-bank.example, www.')).toEqual([])
    expect(englishWords('जैसे LP-2611-7K3M9Q, BANK-000001, U65999UP2022PTC000000')).toEqual([])
    expect(englishWords('Trivan Bank (Trivan Bank Limited) का ऑफ़र', ['Trivan Bank Limited', 'Trivan Bank'])).toEqual([])
    expect(englishWords('Trivan Bank Limited का ऑफ़र')).toEqual(['Trivan', 'Limited'])
  })
})

describe('no English is left on what a visitor acts on in Hindi', () => {
  test.each(publicPages.map(hindi))('%s labels its fields, buttons and options in Hindi', async (path) => {
    expect(await englishOn(path)).toEqual([])
  })

  test('the true-cost and prepayment tools label their loan boxes in Hindi, as the other tools do', async () => {
    for (const tool of ['true-cost', 'prepayment', 'eligibility']) {
      const html = await (await fetch(`${site.url}/hi/loan-tools/${tool}`)).text()
      const labels = labelTexts(html)
        .filter((t) => t.where === 'label')
        .map((t) => t.text)
      if (tool !== 'eligibility') expect(labels).toEqual(expect.arrayContaining(['ऋण राशि', 'ब्याज दर (% प्रति वर्ष)', 'अवधि (महीने)']))
      expect(labels.filter((l) => /Loan amount|Interest rate|Tenure|months/.test(l))).toEqual([])
    }
  })

  test('the apply page’s rates box gives the tenure in Hindi, and its notice ends its sentences with ।', async () => {
    const html = await (await fetch(`${site.url}/hi/apply-now`)).text()
    const rates = labelTexts(html).find((t) => t.where === 'rates box')?.text
    expect(rates).toContain('अवधि 12 से 96 महीने')
    expect(rates).not.toContain('months')
    const notice = /<ul class="apply-notice">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ''
    const items = [...notice.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => strip(m[1]!))
    expect(items).toHaveLength(3)
    expect(items.filter((i) => !i.endsWith('।'))).toEqual([])
  })
})
