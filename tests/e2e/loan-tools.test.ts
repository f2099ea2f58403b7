import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, modes, openPage } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

// Issue 12: the borrower tools. Figures are asserted against published examples (cited beside each)
// or against the textbook formulas written out here, never against the maths module itself.

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const jsOn = modes.find((m) => m.js && m.width === 1280)!
const jsOff = modes.find((m) => !m.js && m.width === 1280)!

const tools = [
  '/loan-tools/true-cost',
  '/loan-tools/prepayment',
  '/loan-tools/eligibility',
  '/loan-tools/balance-transfer',
  '/loan-tools/compare',
  '/loan-tools/rate-converter',
]
const pages = ['/loan-tools', ...tools, '/loan-tools/true-cost/kfs']

const text = (page: Page, id: string) => page.getByTestId(`lt-${id}`).innerText()
const rupees = (shown: string) => Number(shown.replace(/[₹,\s]/g, ''))
const eligibilityPath = '/loan-tools/eligibility'

/** Sends the eligibility form without script: a POST answered with the page (docs/decisions/091). */
async function postEligibility(page: Page) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === eligibilityPath),
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Check eligibility' }).click(),
  ])
  return res
}

/** The textbook EMI, E = P·r·(1+r)^n / ((1+r)^n − 1), and the rounded total of n of them. */
function emi(amount: number, rate: number, months: number) {
  const r = rate / 1200
  const e = (amount * r * (1 + r) ** months) / ((1 + r) ** months - 1)
  return { emi: Math.round(e), interest: Math.round(e * months) - amount }
}

/** Scripts the page fetched before its first contentful paint, in compressed bytes. */
async function scriptsBeforePaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => /\.m?js(\?|$)/.test(r.name))
    return scripts.filter((r) => r.startTime <= fcp).reduce((s, r) => s + r.transferSize, 0)
  })
}

/** Empties the browser's cache, so that the next page fetches every script afresh. */
async function clearCache(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
}

/**
 * The page (loaded with an empty cache) fetched under 80 kB of compressed JavaScript before its first
 * paint and in all, and no script the size of react-dom; its figures, for the log.
 */
async function underBudget(page: Page, path: string): Promise<string> {
  await page.waitForLoadState('load')
  const bytes = await scriptsBeforePaint(page)
  const all = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => /\.m?js(\?|$)/.test(r.name))
      .map((r) => r.transferSize),
  )
  const total = all.reduce((a, b) => a + b, 0)
  expect(bytes, path).toBeLessThan(80_000)
  expect(total, path).toBeLessThan(80_000)
  // react-dom alone is about 60 kB compressed: no script of that size is fetched at all.
  expect(Math.max(0, ...all), path).toBeLessThan(30_000)
  return `${path} ${(bytes / 1024).toFixed(1)} KB (all scripts ${(total / 1024).toFixed(1)} KB)`
}

describe.each(behaviourModes)('$name', (mode) => {
  // What the pages say is the same at every width; each page meets axe at 1280 and 375 px as loaded
  // (docs/decisions/161).
  test(`every tool page and the illustrative KFS answer 200 with their questions as FAQPage data; axe finds nothing serious, no console error or CSP violation${mode.js ? '; each loads under 80 kB of compressed JavaScript before first paint, and no React' : ''}`, async () => {
    const { page, problems, close } = await openPage(browser, mode)
    const sizes: string[] = []
    for (const path of pages) {
      // No script may come from the cache of an earlier page: each is weighed as a first visit.
      if (mode.js) await clearCache(page)
      const res = await page.goto(`${site.url}${path}`)
      expect(res?.status(), path).toBe(200)
      if (mode.js) sizes.push(await underBudget(page, path))
      expect(await page.locator('h1').count(), path).toBe(1)
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (j) => JSON.parse(j) as { '@type': string; mainEntity?: unknown[] },
      )
      const faq = ld.find((d) => d['@type'] === 'FAQPage')
      if (tools.includes(path)) expect(faq?.mainEntity?.length, path).toBeGreaterThanOrEqual(3)
      // No field anywhere asks for a phone number or who the visitor is.
      expect(
        await page
          .locator('main input[type="tel"], main input[type="email"], main input[name*="phone" i], main input[name*="name" i]')
          .count(),
        path,
      ).toBe(0)
      expect(await page.locator('body').innerText(), path).not.toMatch(/NaN|Infinity|undefined/)
      expect(await a11yAtLayoutWidths(page, mode.js), path).toEqual([])
    }
    if (mode.js) console.log(`Loan tools, compressed JavaScript before first paint: ${sizes.join(', ')}`)
    expect(problems).toEqual([])
    await close()
  })
})

describe('without JavaScript', () => {
  test('true cost: the Kotak offer sent through the form gives EMI ₹13,981, interest ₹35,543 and a total of ₹3,43,043', async () => {
    // BankBazaar's Kotak example: ₹3,00,000 at 10.99% for 24 months with a ₹7,500 processing fee.
    const { page, problems, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}/loan-tools/true-cost`)
    await page.fill('#lt-amount', '300000')
    await page.fill('#lt-rate', '10.99')
    await page.fill('#lt-months', '24')
    await page.check('#lt-feeKind-rupees')
    await page.fill('#lt-fee', '7500')
    await page.uncheck('#lt-gst')
    await Promise.all([page.waitForURL(/fee=7500/), page.getByRole('button', { name: 'Calculate' }).click()])
    // The form's own query is the shareable link: the same figures come back from it.
    const sent = new URL(page.url()).searchParams
    expect([sent.get('amount'), sent.get('rate'), sent.get('months'), sent.get('feeKind'), sent.get('fee'), sent.has('gst')]).toEqual([
      '300000',
      '10.99',
      '24',
      'rupees',
      '7500',
      false,
    ])
    expect(await text(page, 'emi')).toBe('₹13,981')
    expect(await text(page, 'interest')).toBe('₹35,543')
    expect(await text(page, 'net')).toBe('₹2,92,500')
    expect(300000 + rupees(await text(page, 'cost'))).toBe(3_43_043)
    const apr = Number((await text(page, 'apr')).replace('%', ''))
    expect(apr).toBeGreaterThan(10.99)
    // Apply Now carries the loan type and the amount; the apply page prefills the amount.
    await Promise.all([page.waitForURL(/\/apply-now/), page.getByTestId('lt-apply').click()])
    expect(new URL(page.url()).search).toBe('?loan=Personal+Loan&amount=300000')
    expect(await page.locator('input[name="loanAmount"]').inputValue()).toBe('3,00,000')
    expect(problems).toEqual([])
    await close()
  })

  // RBL Bank's published KFS: ₹47,000 at 21% for 24 months, ₹1,175 fee + 18% GST deducted from the
  // disbursal: instalment ₹2,415, APR 24.16% (docs/decisions/090: ours may read 0.01% lower).
  test('true cost: RBL Bank’s KFS example gives an instalment of ₹2,415 and an APR of 24.15–24.16%', async () => {
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}/loan-tools/true-cost?amount=47000&rate=21&months=24&feeKind=rupees&fee=1175&gst=1`)
    // In range: the amount is used as given, not raised to a minimum.
    expect(await page.inputValue('#lt-amount')).toBe('47000')
    expect(await page.locator('#lt-amount-hint').innerText()).toBe('')
    expect(await text(page, 'emi')).toBe('₹2,415')
    expect(await text(page, 'net')).toBe('₹45,613')
    expect(['24.15%', '24.16%']).toContain(await text(page, 'apr'))
    await close()
  })

  test('the illustrative KFS shows the calculator’s figures and the full schedule, marked as no offer on screen and in print', async () => {
    const { page, problems, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}/loan-tools/true-cost?amount=300000&rate=10.99&months=24&feeKind=rupees&fee=7500&gst=1&insurance=1500`)
    const href = await page.getByTestId('lt-kfs-link').getAttribute('href')
    expect(href).toBe(
      '/loan-tools/true-cost/kfs?amount=300000&rate=10.99&months=24&feeKind=rupees&fee=7500&gst=1&insurance=1500&loan=personal',
    )
    const calculator = { apr: await text(page, 'apr'), net: await text(page, 'net') }
    await page.goto(`${site.url}${href}`)
    expect(await page.locator('h1').innerText()).toContain('an illustration, not an offer')
    expect(await page.getByTestId('kfs-amount').innerText()).toBe('₹3,00,000')
    expect(await page.getByTestId('kfs-instalments').innerText()).toContain('24 instalments of ₹13,981')
    // ₹7,500 fee + ₹1,350 GST + ₹1,500 insurance come out of the loan.
    expect(await page.getByTestId('kfs-deductions').innerText()).toBe('₹10,350')
    expect(await page.getByTestId('kfs-net').innerText()).toBe(calculator.net)
    expect(calculator.net).toBe('₹2,89,650')
    expect(await page.getByTestId('kfs-apr').innerText()).toBe(calculator.apr)
    expect(await page.getByTestId('kfs-total').innerText()).toBe('₹3,35,543')
    const rows = await page
      .getByTestId('kfs-row')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => Number(c.textContent!.replace(/,/g, '')))))
    expect(rows).toHaveLength(24)
    expect(rows.reduce((s, r) => s + r[2]!, 0)).toBe(300000)
    expect(rows.reduce((s, r) => s + r[3]!, 0)).toBe(35_543)
    expect(await page.locator('body').innerText()).toMatch(/Cooling off\/look-up period/)
    expect(await page.locator('body').innerText()).toMatch(/Penal charges, if any, in case of delayed payment\s+As per the lender’s policy/)
    // Without script there is no Print button; the browser's own print still works.
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('header.site-header').isVisible()).toBe(false)
    expect(await page.locator('footer.site-footer').isVisible()).toBe(false)
    expect(await page.locator('.kfs-stamp').first().isVisible()).toBe(true)
    // Every printed sheet says it in its bottom margin.
    const pageRules = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((rule) => (rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule]))
        .filter((rule) => rule instanceof CSSPageRule)
        .map((rule) => rule.cssText),
    )
    expect(pageRules.join('\n')).toMatch(/@page kfs\s*\{[^]*@bottom-center\s*\{[^}]*content: var\(--kfs-notice\)/)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--kfs-notice'))).toBe(
      '"Illustration, not an offer: no lender has made or approved these figures."',
    )
    expect(await page.evaluate(() => getComputedStyle(document.body).page)).toBe('kfs')
    // The site has one stylesheet: another page prints with its header, on sheets with no such note.
    await page.goto(`${site.url}/privacypolicy`)
    expect(await page.locator('header.site-header').isVisible()).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).page)).toBe('auto')
    expect(problems).toEqual([])
    await close()
  })

  test('prepayment: ₹6 lakh prepaid after 5 years on ₹50 lakh at 8% for 20 years saves ₹11.30 lakh and 41 months, or cuts the EMI to ₹36,088', async () => {
    // Livemint (14 September 2021) quoting Paisabazaar: 'save about Rs11.30 lakh ... tenure would
    // reduce by 41 months'; keeping the tenure, 'EMI would fall from ₹41,822 to ₹36,088 ... ₹4.32 lakh'.
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}/loan-tools/prepayment`)
    await page.fill('#lt-amount', '5000000')
    await page.fill('#lt-rate', '8')
    await page.fill('#lt-months', '240')
    await page.fill('#lt-lump1Amount', '600000')
    await page.fill('#lt-lump1Month', '60')
    await Promise.all([page.waitForURL(/lump1Amount=600000/), page.getByRole('button', { name: 'Calculate' }).click()])
    expect((rupees(await text(page, 'saved')) / 1e5).toFixed(2)).toBe('11.30')
    expect(await text(page, 'original-emi')).toBe('₹41,822')
    expect(await text(page, 'revised-months')).toBe('199 months (16 years 7 months)')
    expect(await text(page, 'outcome')).toContain('41 months (3 years 5 months) sooner')
    // A floating-rate loan to an individual: no charge, and the page says why.
    expect(await text(page, 'charge')).toBe('None')
    expect(await text(page, 'charge-reason')).toContain('RBI')
    expect(await text(page, 'charge-reason')).toContain('1 January 2026')
    await page.check('#lt-mode-reduce-emi')
    await page.check('#lt-floating-0')
    await page.fill('#lt-chargePercent', '2')
    await Promise.all([page.waitForURL(/mode=reduce-emi/), page.getByRole('button', { name: 'Calculate' }).click()])
    expect(await text(page, 'revised-emi')).toBe('₹36,088')
    expect((rupees(await text(page, 'saved')) / 1e5).toFixed(2)).toBe('4.32')
    // A fixed rate: 2% of ₹6,00,000 plus 18% GST, shown apart and taken off the saving.
    expect(await text(page, 'charge')).toBe('₹14,160')
    expect(await text(page, 'charge-detail')).toBe('₹12,000 charge + ₹2,160 GST')
    expect(rupees(await text(page, 'net'))).toBe(rupees(await text(page, 'saved')) - 14_160)
    await close()
  })

  test('the prepayment CSV holds the rows and the totals on the screen', async () => {
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(
      `${site.url}/loan-tools/prepayment?amount=500000&rate=10.5&months=36&mode=reduce-tenure&floating=1&borrower=individual&chargePercent=0&lump2Amount=50000&lump2Month=6&lump2Yearly=1&loan=car`,
    )
    const rows = await page
      .getByTestId('lt-schedule')
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => Number(c.textContent!.replace(/,/g, '')))))
    const totals = {
      interest: rupees(await text(page, 'tot-interest')),
      principal: rupees(await text(page, 'tot-principal')),
      prepaid: rupees(await text(page, 'tot-prepaid')),
    }
    expect(rows[5]![5]).toBe(50_000) // after the 6th EMI
    expect(rows[17]![5]).toBe(50_000) // and every year after
    expect(rows.at(-1)!.at(-1)).toBe(0)
    expect(totals.principal + totals.prepaid).toBe(500_000)
    const href = (await page.getByTestId('lt-csv').getAttribute('href'))!
    expect(href).toBe(`/loan-tools/prepayment.csv${new URL(page.url()).search}`)
    const res = await fetch(`${site.url}${href}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?prepayment-schedule-500000-at-10.5pc-for-36m\.csv"?$/)
    const lines = (await res.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Month,Opening balance (INR),EMI (INR),Interest (INR),Principal (INR),Prepaid (INR),Closing balance (INR)')
    const csv = lines.slice(1).map((l) => l.split(',').map(Number))
    expect(csv).toEqual(rows)
    expect(csv.reduce((s, r) => s + r[3]!, 0)).toBe(totals.interest)
    expect(csv.reduce((s, r) => s + r[5]!, 0)).toBe(totals.prepaid)
    await close()
  })

  test('eligibility: ₹75,000 a month for a home loan at 8% over 20 years supports ₹49,31,614; at 50 the tenure is cut to retire at 60; the income is posted, never in the address', async () => {
    // SaveLakhs' eligibility calculator: ₹75,000, no EMIs, FOIR 55%, 8%, 20 years → EMI ₹41,250, loan ₹49,31,614.
    const { page, problems, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}${eligibilityPath}`)
    await page.fill('#lt-income', '75000')
    await page.fill('#lt-emis', '0')
    await page.selectOption('#lt-loanType', 'home')
    await page.fill('#lt-rate', '8')
    await page.fill('#lt-months', '240')
    const res = await postEligibility(page)
    expect(res.status()).toBe(200)
    expect(new URLSearchParams(res.request().postData() ?? '').get('income')).toBe('75000')
    // A page made from someone's income is for them alone: never kept for the next visitor.
    expect(res.headers()['cache-control']).toMatch(/^no-store/)
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${site.url}${eligibilityPath}`)).text()).not.toContain('75000')
    expect(page.url()).toBe(`${site.url}${eligibilityPath}`)
    expect(await text(page, 'max-emi')).toBe('₹41,250')
    expect(await text(page, 'max-loan')).toBe('₹49,31,614')
    expect(await text(page, 'foir-used')).toBe('55% of your income')
    // The boxes keep what was sent; FOIR left empty means the loan type's usual limit.
    expect(await page.inputValue('#lt-income')).toBe('75000')
    expect(await page.inputValue('#lt-foir')).toBe('')
    expect(await page.inputValue('#lt-loanType')).toBe('home')
    await page.fill('#lt-age', '50')
    await postEligibility(page)
    expect(page.url()).toBe(`${site.url}${eligibilityPath}`)
    expect(await text(page, 'months-used')).toBe('120 months (10 years)')
    expect(await text(page, 'months-note')).toBe('Cut from 240 months so the loan ends by age 60.')
    const r = 8 / 1200
    expect(await text(page, 'max-loan')).toBe(`₹${new Intl.NumberFormat('en-IN').format(Math.floor((41_250 * (1 - (1 + r) ** -120)) / r))}`)
    expect(await text(page, 'explanation')).toMatch(/^With ₹75,000 a month and no other EMIs, a 55% limit leaves ₹41,250 for a new EMI/)
    // Apply Now carries the loan and the amount, not the income, and the apply page opens on them.
    const apply = (await page.getByTestId('lt-apply').getAttribute('href'))!
    expect(Object.fromEntries(new URL(apply, site.url).searchParams)).toEqual({
      loan: 'Home Loan',
      amount: String(rupees(await text(page, 'max-loan'))),
    })
    // No link on the page carries the income.
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.filter((h) => /income|75000/.test(h))).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  test('reverse EMI: its link carries only the EMI, rate and tenure, and ₹2,149 a month at 10.5% over 5 years is a loan of ₹1 lakh; the eligibility POST keeps it', async () => {
    // Digital Mithra's EMI table at 10.50%: ₹1 lakh over 5 years costs ₹2,149 a month (rounded).
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}${eligibilityPath}`)
    await page.fill('#lt-targetEmi', '2149')
    await page.fill('#lt-targetRate', '10.5')
    await page.fill('#lt-targetMonths', '60')
    await Promise.all([page.waitForURL(/targetEmi=2149/), page.getByRole('button', { name: 'Work out the loan' }).click()])
    expect(Math.abs(rupees(await text(page, 'target-loan')) - 1_00_000)).toBeLessThanOrEqual(30)
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['targetEmi', 'targetRate', 'targetMonths'])
    // The eligibility form, posted from here, carries the reverse EMI's figures along in its body.
    await page.fill('#lt-income', '90000')
    await page.fill('#lt-emis', '5000')
    await page.fill('#lt-rate', '9')
    await page.fill('#lt-months', '120')
    await postEligibility(page)
    expect(page.url()).toBe(`${site.url}${eligibilityPath}`)
    expect(await text(page, 'max-emi')).toBe('₹40,000') // 50% of ₹90,000 less ₹5,000
    expect(await page.inputValue('#lt-targetEmi')).toBe('2149')
    expect(Math.abs(rupees(await text(page, 'target-loan')) - 1_00_000)).toBeLessThanOrEqual(30)
    // An old link with an income in it: the income leaves the address and is not used.
    const res = await page.goto(`${site.url}${eligibilityPath}?income=90000&emis=5000&age=41&targetEmi=2149`)
    expect(res?.status()).toBe(200)
    expect(page.url()).toBe(`${site.url}${eligibilityPath}?targetEmi=2149`)
    expect(await page.inputValue('#lt-income')).toBe('50000') // the example's
    expect(await page.inputValue('#lt-targetEmi')).toBe('2149')
    await close()
  })

  test('balance transfer: CreditMantri’s ₹30 lakh from 11% to 8.35% and SaveLakhs’ move that never pays', async () => {
    const { page, close } = await openPage(browser, jsOff)
    // CreditMantri: ₹30 lakh over 23 years, 'Monthly EMI 29,910' at 11% and '24,487' at 8.35%.
    await page.goto(`${site.url}/loan-tools/balance-transfer`)
    await page.fill('#lt-outstanding', '3000000')
    await page.fill('#lt-currentRate', '11')
    await page.fill('#lt-remainingMonths', '276')
    await page.fill('#lt-newRate', '8.35')
    await page.fill('#lt-fees', '0')
    await Promise.all([page.waitForURL(/newRate=8.35/), page.getByRole('button', { name: 'Calculate' }).click()])
    expect(await text(page, 'current-emi')).toBe('₹29,910')
    expect(await text(page, 'new-emi')).toBe('₹24,487')
    expect(await text(page, 'monthly-saving')).toBe('₹5,423')
    expect(await text(page, 'break-even')).toBe('Month 1 of 276')
    // SaveLakhs: ₹50 lakh over 20 years from 8% to 8.5% with ₹25,000 of costs: 'Net Savings (After Costs) -₹4,01,598'.
    await page.goto(`${site.url}/loan-tools/balance-transfer?outstanding=5000000&currentRate=8&remainingMonths=240&newRate=8.5&fees=25000`)
    expect(await text(page, 'total-saving')).toBe('−₹4,01,598')
    expect(await text(page, 'break-even')).toBe('Never')
    expect(await text(page, 'verdict')).toContain('not lower')
    await close()
  })

  test('compare: the Kotak offer against a 12% offer with no fee; the cheaper one is marked in words', async () => {
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}/loan-tools/compare`)
    await page.fill('#lt-offer1Label', 'Kotak')
    await page.fill('#lt-offer1Amount', '300000')
    await page.fill('#lt-offer1Rate', '10.99')
    await page.fill('#lt-offer1Months', '24')
    await page.check('#lt-offer1FeeKind-rupees')
    await page.fill('#lt-offer1Fee', '7500')
    await page.uncheck('#lt-offer1Gst')
    await page.fill('#lt-offer2Label', 'No-fee bank')
    await page.fill('#lt-offer2Amount', '300000')
    await page.fill('#lt-offer2Rate', '12')
    await page.fill('#lt-offer2Months', '24')
    await page.fill('#lt-offer2Fee', '0')
    await Promise.all([page.waitForURL(/offer2Rate=12/), page.getByRole('button', { name: 'Compare' }).click()])
    const noFee = emi(300000, 12, 24)
    expect(await text(page, 'emi1')).toBe('₹13,981')
    expect(await text(page, 'cost1')).toBe('₹43,043')
    expect(rupees(await text(page, 'emi2'))).toBe(noFee.emi)
    expect(rupees(await text(page, 'cost2'))).toBe(noFee.interest)
    expect(await text(page, 'label1')).toBe('Kotak')
    expect(await text(page, 'mark2')).toBe('Cheapest')
    expect(await text(page, 'mark1')).toBe('')
    expect(await text(page, 'verdict')).toMatch(/^No-fee bank is the cheapest/)
    // The third column appears only when a third amount is given.
    expect(await page.getByTestId('lt-emi3').isVisible()).toBe(false)
    await close()
  })

  test('garbage query strings answer 200 with clamped values, never NaN or Infinity', async () => {
    const queries = [
      '?amount=abc&rate=xyz&months=-',
      '?amount=NaN&rate=Infinity&months=1e400&fee=-5&feeKind=%3Cb%3E',
      '?amount=-5&rate=-1&months=-3&income=-9&age=200&outstanding=0',
      '?amount=1e308&rate=9999&months=99999&targetEmi=1e99&lump1Amount=1e99&lump1Month=99999',
      '?amount[]=1&rate[x]=2&offer1Label=%00%FF',
      `?amount=${'9'.repeat(500)}&offer3Amount=${'9'.repeat(500)}`,
      '?amount=1&amount=2&months=&gst=maybe&loan=__proto__&loanType=constructor',
    ]
    for (const path of pages) {
      for (const q of queries) {
        const res = await fetch(`${site.url}${path}${q}`)
        // The link to the twin page carries the visitor's query as typed (docs/i18n.md); every figure is sane.
        const html = (await res.text()).replace(/<a class="language-link"[^>]*>/g, '')
        expect(res.status, `${path}${q}`).toBe(200)
        expect(html, `${path}${q}`).not.toMatch(/NaN|Infinity|undefined/)
      }
    }
    for (const q of queries) expect((await fetch(`${site.url}/loan-tools/prepayment.csv${q}`)).status, q).toBe(200)
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}/loan-tools/true-cost?amount=999999999&rate=-1&months=999`)
    expect(await page.locator('#lt-amount-hint').innerText()).toBe('Capped at the maximum, ₹1,00,00,000.')
    expect(await page.locator('#lt-rate-hint').innerText()).toBe('Raised to the minimum, 0%.')
    expect(await page.locator('#lt-months-hint').innerText()).toBe('Capped at the maximum, 360 months.')
    expect(await page.inputValue('#lt-amount')).toBe('10000000')
    // At 0% the EMI is the amount over the months: ₹1 crore / 360.
    expect(await text(page, 'emi')).toBe('₹27,778')
    await close()
  })

  test('garbage posted to the eligibility form answers 200 with clamped values and hints, never a 5xx; a cross-site POST is refused', async () => {
    const post = (body: string, type = 'application/x-www-form-urlencoded', origin: string | null = site.url) =>
      fetch(`${site.url}${eligibilityPath}`, {
        method: 'POST',
        headers: { 'content-type': type, ...(origin && { origin }) },
        body,
        redirect: 'manual',
      })
    const forms = [
      '',
      'income=abc&emis=NaN&age=200&rate=Infinity&months=1e400&foir=-5&retirementAge=&loanType=constructor',
      'income=1&income=2&income[]=3&__proto__=x&constructor=y&targetEmi=1e99&targetMonths=-',
      `income=${'9'.repeat(5000)}&emis=-9&foir=${'%FF'.repeat(100)}`,
      '%%%&&&==&=1&income',
      '\u0000\u00ff',
    ]
    for (const body of forms) {
      const res = await post(body)
      const html = await res.text()
      expect(res.status, body.slice(0, 60)).toBe(200)
      expect(res.headers.get('cache-control'), body.slice(0, 60)).toMatch(/^no-store/)
      expect(html, body.slice(0, 60)).not.toMatch(/NaN|Infinity|undefined/)
    }
    // Out of range is clamped, and the box says so.
    const capped = await (await post('income=999999999&age=12&loanType=home')).text()
    expect(capped).toContain('Capped at the maximum, ₹1,00,00,000.')
    expect(capped).toContain('Raised to the minimum, 18 years.')
    // Other bodies: a 4xx at worst, never a 5xx.
    for (const [body, type] of [
      ['[1,2]', 'application/json'],
      ['{"income":{"a":1},"emis":[null]}', 'application/json'],
      ['{bad json', 'application/json'],
      ['income=1', 'text/plain'],
    ]) {
      const res = await post(body!, type)
      expect(res.status, body).toBeLessThan(500)
    }
    // Browsers send Origin on a POST; one from elsewhere, or none, is refused.
    expect((await post('income=75000', undefined, 'https://evil.example')).status).toBe(403)
    expect((await post('income=75000', undefined, null)).status).toBe(403)
  })
})

describe('with JavaScript', () => {
  test('true cost: the figures follow the typing without a page load, and the address follows the inputs', async () => {
    const { page, problems, close } = await openPage(browser, jsOn)
    await page.goto(`${site.url}/loan-tools/true-cost`)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.fill('#lt-amount', '300000')
    await page.fill('#lt-rate', '10.99')
    await page.fill('#lt-months', '24')
    await page.check('#lt-feeKind-rupees')
    await page.fill('#lt-fee', '7500')
    await page.uncheck('#lt-gst')
    await expect.poll(() => text(page, 'emi')).toBe('₹13,981')
    expect(await text(page, 'interest')).toBe('₹35,543')
    expect(await text(page, 'net')).toBe('₹2,92,500')
    // The cooling-off calculator's two fields ride along (docs/decisions/212); the KFS link carries the loan alone.
    expect(new URL(page.url()).search).toBe(
      '?amount=300000&rate=10.99&months=24&feeKind=rupees&fee=7500&gst=0&loan=personal&days=1&period=3',
    )
    expect(await page.getByTestId('lt-kfs-link').getAttribute('href')).toBe(
      '/loan-tools/true-cost/kfs?amount=300000&rate=10.99&months=24&feeKind=rupees&fee=7500&gst=0&loan=personal',
    )
    expect(await page.getByTestId('lt-apply').getAttribute('href')).toBe('/apply-now?loan=Personal+Loan&amount=300000')
    // Calculate does not reload, and leaving a box shows the value used.
    await page.fill('#lt-amount', '250000000')
    expect(await page.locator('#lt-amount-hint').innerText()).toBe('Capped at the maximum, ₹1,00,00,000.')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect.poll(() => page.inputValue('#lt-amount')).toBe('10000000')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  test('prepayment: a sum in the third row reshapes the schedule, the CSV link and the address at once', async () => {
    const { page, problems, close } = await openPage(browser, jsOn)
    await page.goto(`${site.url}/loan-tools/prepayment`)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const before = await page.getByTestId('lt-schedule').locator('tr').count()
    await page.fill('#lt-lump3Amount', '200000')
    await page.fill('#lt-lump3Month', '24')
    await page.locator('#lt-lump3Month').blur()
    await expect.poll(() => page.getByTestId('lt-schedule').locator('tr').count()).toBeLessThan(before)
    const search = new URL(page.url()).search
    expect(search).toContain('lump3Amount=200000&lump3Month=24')
    expect(await page.getByTestId('lt-csv').getAttribute('href')).toBe(`/loan-tools/prepayment.csv${search}`)
    // The sum stays in its row.
    expect(await page.inputValue('#lt-lump3Amount')).toBe('200000')
    expect(await page.inputValue('#lt-lump2Amount')).toBe('')
    const csv = await (await fetch(`${site.url}/loan-tools/prepayment.csv${search}`)).text()
    expect(csv.trimEnd().split('\r\n')).toHaveLength((await page.getByTestId('lt-schedule').locator('tr').count()) + 1)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  test('eligibility: the figures follow the typing and a home loan raises the usual limit to 55%; the income never reaches the address or storage', async () => {
    // Its own context: the init script below stays with the tab.
    const { page, problems, close } = await openPage(browser, jsOn, { own: true })
    // Every address the page ever writes, not only the last one.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { addresses: string[] }).addresses = [])
      for (const method of ['replaceState', 'pushState'] as const) {
        const original = history[method].bind(history)
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          seen.push(String(url))
          original(state, unused, url)
        }
      }
    })
    await page.goto(`${site.url}${eligibilityPath}`)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    expect(await text(page, 'foir-used')).toBe('50% of your income')
    await page.fill('#lt-income', '75000')
    await expect.poll(() => text(page, 'max-emi')).toBe('₹37,500')
    await page.selectOption('#lt-loanType', 'home')
    await expect.poll(() => text(page, 'foir-used')).toBe('55% of your income')
    await page.fill('#lt-emis', '1234')
    await expect.poll(() => text(page, 'max-emi')).toBe('₹40,016') // 55% of ₹75,000 less ₹1,234
    await page.locator('#lt-emis').blur()
    await page.getByRole('button', { name: 'Check eligibility' }).click()
    expect(page.url()).toBe(`${site.url}${eligibilityPath}`)
    // The reverse EMI keeps its shareable link, with its own three fields alone.
    await page.fill('#lt-targetEmi', '2149')
    await expect.poll(() => text(page, 'target-sentence')).toMatch(/^An EMI of ₹2,149 at 10.5% a year over 60 months/)
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['targetEmi', 'targetRate', 'targetMonths'])
    expect(new URL(page.url()).searchParams.get('targetEmi')).toBe('2149')
    await page.locator('#lt-targetEmi').blur()
    await page.getByRole('button', { name: 'Work out the loan' }).click()
    // The eligibility figures stayed, and no page load happened.
    expect(await text(page, 'max-emi')).toBe('₹40,016')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    const addresses = await page.evaluate(() => (window as unknown as { addresses: string[] }).addresses)
    expect(addresses.length).toBeGreaterThan(0)
    for (const seen of [...addresses, page.url()]) expect(seen).not.toMatch(/income|emis|75000|1234|loanType/)
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
    expect(stored).not.toMatch(/75000|1234/)
    // The hidden copies a form carries without script are gone.
    expect(await page.locator('input[data-mirror]').count()).toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  test('compare: a cheaper third offer takes the mark without a page load', async () => {
    const { page, problems, close } = await openPage(browser, jsOn)
    await page.goto(`${site.url}/loan-tools/compare`)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    expect(await page.getByTestId('lt-emi3').isVisible()).toBe(false)
    await page.fill('#lt-offer3Amount', '300000')
    await page.fill('#lt-offer3Rate', '8')
    await page.locator('#lt-offer3Rate').blur()
    await expect.poll(() => text(page, 'mark3')).toBe('Cheapest')
    expect(await page.getByTestId('lt-emi3').isVisible()).toBe(true)
    expect(await page.locator('th[data-flag="cheap3"]').getAttribute('class')).toContain('is-on')
    expect(await text(page, 'mark1')).toBe('')
    expect(new URL(page.url()).searchParams.get('offer3Rate')).toBe('8')
    // The third offer's empty boxes count as the defaults; Calculate shows them.
    expect(await page.inputValue('#lt-offer3Months')).toBe('')
    await page.getByRole('button', { name: 'Compare' }).click()
    expect(await page.inputValue('#lt-offer3Months')).toBe('24')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  test('the KFS has a Print button that opens the print dialog', async () => {
    const { page, problems, close } = await openPage(browser, jsOn)
    await page.goto(`${site.url}/loan-tools/true-cost/kfs`)
    const print = page.getByRole('button', { name: 'Print' })
    await print.waitFor({ state: 'visible' })
    await page.evaluate(() => {
      window.print = () => void ((window as unknown as { printed: boolean }).printed = true)
    })
    await print.click()
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  test('the calculator, the header, the footer and a service page lead to the tools', async () => {
    const { page, close } = await openPage(browser, jsOn)
    await page.goto(`${site.url}/emi-calculator`)
    await Promise.all([
      page.waitForURL(`${site.url}/loan-tools/prepayment`),
      page.locator('.tool-more a', { hasText: 'Part-prepayment' }).click(),
    ])
    expect(await page.locator('h1').innerText()).toBe('Part-prepayment calculator')
    await Promise.all([page.waitForURL(`${site.url}/loan-tools`), page.locator('.main-nav a', { hasText: 'Loan Tools' }).click()])
    expect(await page.locator('.hub-card').count()).toBe(7)
    expect(await page.locator('.main-nav a[aria-current="page"]').innerText()).toBe('Loan Tools')
    expect(await page.locator('footer a[href="/loan-tools"]').count()).toBe(1)
    await page.goto(`${site.url}/services/home-loan`)
    const links = await page.locator('.service-tools li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links).toEqual(['/loan-tools/eligibility', '/loan-tools/prepayment', '/loan-tools/balance-transfer'])
    await close()
  })
})
