import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leaveBrowser, modes, openPage, workerBrowser } from '../setup/browser'
import { englishWords, hindi, publicPages } from '../setup/hindi'
import { offersApplication } from '../setup/offer-fixtures'
import { startSite, type TestSite } from '../setup/site'

// Issue 42's first acceptance item: a visitor who reads Hindi meets no English word in what they read
// and act on. On a phone, with JavaScript off and on, the story walks every /hi page, a tool with its
// figures, the forms sent empty, the offers an application gets and their KFS, and the page for an
// address that does not exist. It reads what the browser shows, then opens every folded section
// (<details>) and reads again, and keeps only the Latin words that docs/i18n.md's glossary and
// tests/setup/hindi.ts allow (what counts: docs/decisions/234).

let site: TestSite
let browser: Browser
/**
 * Names that data and configuration give, kept as written: the lenders' (docs/decisions/201), and the
 * company's legal identity, office address and grievance officer (docs/i18n.md, docs/decisions/169).
 */
let names: string[] = []
/** The offers pass an application to /hi/apply-now sets, as the browser sends it back. */
let pass: { name: string; value: string }

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
  names = (await site.deps.db('lenders').select('legal_name', 'display_name')).flatMap(
    (r: { legal_name: string; display_name: string }) => [r.legal_name, r.display_name],
  )
  const { address, grievanceOfficer, legal } = site.deps.site
  names.push(address, grievanceOfficer.name, legal.identity.legalName, legal.identity.registeredOffice)
  // One application, sent as a browser without JavaScript sends it, opens the offers pages to both modes.
  const res = await fetch(`${site.url}/hi/apply-now`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(offersApplication(1)).toString(),
  })
  expect(res.status).toBe(303)
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('lp.offers=') && c.includes('Path=/hi/offers'))!
    .split(';')[0]!
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
  pass = { name: name!, value: value! }
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

/** The tools with figures in their query, so that their answers show. */
const withFigures: Record<string, string> = {
  '/emi-calculator': '/emi-calculator?amount=500000&rate=9&tenure=5',
  '/loan-tools/true-cost': '/loan-tools/true-cost?amount=300000&rate=10.99&months=24&feeKind=rupees&fee=7500&gst=1&insurance=1500',
  '/loan-tools/prepayment':
    '/loan-tools/prepayment?amount=500000&rate=10.5&months=36&mode=reduce-tenure&floating=1&borrower=individual&chargePercent=0&lump2Amount=50000&lump2Month=6&lump2Yearly=1',
  '/loan-tools/balance-transfer':
    '/loan-tools/balance-transfer?outstanding=5000000&currentRate=8&remainingMonths=240&newRate=8.5&fees=25000',
  '/loan-tools/eligibility': '/loan-tools/eligibility?targetEmi=20000&targetRate=10.5&targetMonths=60',
}
const pages = [...publicPages.map((p) => hindi(withFigures[p] ?? p)), '/hi/no-such-page']
/** The forms sent empty: the page answers with its messages (422 without JavaScript, in place with it). */
const sentEmpty = ['/hi/apply-now', '/hi/contact-us', '/hi/track', '/hi/track/forgot']

/**
 * What a visitor reads on the page and acts on, where the browser shows it: labels, legends, buttons,
 * options (of a shown list), placeholders, table headings and cells, headings, summaries; and the
 * descriptions: a field's hint (what aria-describedby names), the terms and descriptions of a
 * definition list, figure and table captions, and a shown element's tooltip (title).
 */
function shownTexts(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true })
    const tag = (el: Element) =>
      el.tagName.toLowerCase() + (el.id ? `#${el.id}` : el.className ? `.${String(el.className).split(' ')[0]}` : '')
    const found: { where: string; text: string }[] = []
    const inner = 'label, legend, button, th, td, h1, h2, h3, h4, h5, h6, summary, dt, dd, figcaption, caption'
    for (const el of document.querySelectorAll<HTMLElement>(inner)) if (shown(el)) found.push({ where: tag(el), text: el.innerText })
    // A closed list's options have no box of their own: they show when their list does.
    for (const el of document.querySelectorAll('select'))
      if (shown(el)) for (const o of el.options) found.push({ where: `option of ${tag(el)}`, text: o.text })
    for (const el of document.querySelectorAll('[placeholder]'))
      if (shown(el)) found.push({ where: `placeholder of ${tag(el)}`, text: el.getAttribute('placeholder')! })
    for (const el of document.querySelectorAll('[title]'))
      if (shown(el)) found.push({ where: `title of ${tag(el)}`, text: el.getAttribute('title')! })
    for (const el of document.querySelectorAll('[aria-describedby]'))
      for (const id of el.getAttribute('aria-describedby')!.split(/\s+/)) {
        const hint = document.getElementById(id)
        if (hint && shown(hint)) found.push({ where: `description of ${tag(el)}`, text: hint.innerText })
      }
    return found
  })
}

/** The kinds of element the walk read: each kind the story names, so that a selector that reads nothing shows. */
const kindsRead = new Set<string>()
const everyKind = [
  'button',
  'caption',
  'dd',
  'description',
  'dt',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'label',
  'legend',
  'option',
  'placeholder',
  'summary',
  'td',
  'th',
  'title',
]

/** Opens every folded section, an accordion's all at once (without its name, one open closes the others). */
const unfold = (page: Page) =>
  page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) {
      d.removeAttribute('name')
      d.open = true
    }
  })

/** Each English word the page shows, folded and unfolded, as "page — element: words (in text)", once a page. */
async function englishOn(page: Page, where: string): Promise<string[]> {
  const texts = await shownTexts(page)
  await unfold(page)
  texts.push(...(await shownTexts(page)))
  for (const t of texts) kindsRead.add(t.where.split(/[ #.]/)[0]!)
  const lines = texts.flatMap(({ where: el, text }) => {
    const words = englishWords(text, names)
    return words.length > 0 ? [`${where} — ${el}: ${words.join(' ')} (in “${text.replace(/\s+/g, ' ').trim().slice(0, 120)}”)`] : []
  })
  return [...new Set(lines)]
}

describe.each(modes.filter((m) => m.width === 375))('$name', (mode) => {
  test('no /hi page shows an English word in a label, button, option, placeholder, table, heading or description', async () => {
    const { page, close } = await openPage(browser, mode)
    kindsRead.clear()
    await page.context().addCookies([{ ...pass, url: `${site.url}/hi/offers` }])
    const findings: string[] = []
    for (const path of pages) {
      await page.goto(`${site.url}${path}`)
      findings.push(...(await englishOn(page, path)))
    }
    // The offers an application gets, and the first offer's KFS.
    await page.goto(`${site.url}/hi/offers`)
    expect(await page.locator('[data-testid="offer"]').count()).toBeGreaterThan(0)
    findings.push(...(await englishOn(page, '/hi/offers (with offers)')))
    await page.goto(new URL((await page.locator('.offer-kfs a').first().getAttribute('href'))!, site.url).href)
    expect(new URL(page.url()).pathname).toBe('/hi/offers/kfs')
    findings.push(...(await englishOn(page, '/hi/offers/kfs')))
    for (const path of sentEmpty) {
      await page.goto(`${site.url}${path}`)
      const form = page.locator('main form[method="post"]').first()
      await form.locator('button[type="submit"], button:not([type])').last().click()
      await page.locator('[aria-invalid="true"], .field-error, [role="alert"]').first().waitFor()
      findings.push(...(await englishOn(page, `${path} (sent empty)`)))
    }
    expect(findings).toEqual([])
    expect([...kindsRead].sort()).toEqual(everyKind)
    await close()
  })
})
