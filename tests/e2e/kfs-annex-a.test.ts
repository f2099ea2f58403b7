import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leaveBrowser, workerBrowser, modes, openPage, seriousA11yViolations } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

// Issue 24: the illustrative KFS, item by item as Annex A of RBI's KFS directions (2024) numbers them
// (docs/decisions/168). Figures are checked against RBI's own Annex B example and RBL Bank's KFS.

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const jsOff = modes.find((m) => !m.js && m.width === 1280)!
const jsOn = modes.find((m) => m.js && m.width === 1280)!

/** Annex A's items and the words RBI gives each, in RBI's order. */
const annexA: [string, RegExp][] = [
  ['P1-1', /Loan proposal\/account No\.; Type of loan/],
  ['P1-2', /Sanctioned loan amount/],
  ['P1-3', /Disbursal schedule/],
  ['P1-4', /Loan term/],
  ['P1-5', /Instalment details/],
  ['P1-6', /Interest rate \(%\) and type \(fixed or floating or hybrid\)/],
  ['P1-7', /Additional information in case of floating rate of interest/],
  ['P1-8', /Fee\/Charges/],
  ['P1-9', /Annual Percentage Rate \(APR\)/],
  ['P1-10', /Details of contingent charges/],
  ['P2-1', /recovery agents/],
  ['P2-2', /grievance redressal mechanism/],
  ['P2-3', /nodal grievance redressal officer/],
  ['P2-4', /transfer to other lenders or securitisation/],
  ['P2-5', /collaborative lending arrangements \(e\.g\., co-lending/],
  ['P2-6', /In case of digital loans/],
  ['B-1', /Sanctioned loan amount/],
  ['B-2', /Loan term/],
  ['B-3', /Interest rate type/],
  ['B-4', /Rate of interest/],
  ['B-5', /Total interest amount/],
  ['B-6', /Fee\/Charges payable/],
  ['B-7', /Net disbursed amount/],
  ['B-8', /Total amount to be paid by the borrower/],
  ['B-9', /Annual Percentage Rate/],
  ['B-10', /Schedule of disbursement/],
  ['B-11', /Due date of payment of instalment and interest/],
]

async function walkAnnexA(page: Page) {
  for (const [item, words] of annexA) {
    const row = page.locator(`[data-item="${item}"]`)
    expect(await row.count(), item).toBe(1)
    const number = item.split('-')[1]!
    expect(await row.innerText(), item).toMatch(new RegExp(`^${number}\\s`))
    expect(await row.innerText(), item).toMatch(words)
  }
  const body = await page.locator('main').innerText()
  for (const words of [
    'Part 1 (Interest rate and fees/charges)',
    'Part 2 (Other qualitative information)',
    'Annex B: Illustration for computation of APR',
    'Annex C: Repayment schedule',
    'Payable to the lender (A)',
    'Payable to a third party through the lender (B)',
    'Valuation fees',
    'Cooling off/look-up period',
    'Valid for 3 working days from the date above',
    'Illustration, not an offer.',
  ])
    expect(body).toContain(words)
  expect(await page.getByTestId('kfs-proposal').innerText()).toMatch(/^ILL-\d{8}-[0-9A-Z]{7}$/)
  expect(await page.locator('h1').innerText()).toBe('Key Facts Statement: an illustration, not an offer')
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

describe('the illustrative KFS, to the letter of Annex A', () => {
  test('RBI’s Annex B example, fixed: ₹1,00,000 at 12% for 12 months with ₹2,000 of charges is an EMI of ₹8,885 and an APR of 15.85%', async () => {
    const { page, problems, close } = await openPage(browser, jsOff)
    await page.goto(
      `${site.url}/loan-tools/true-cost/kfs?${q({ amount: '100000', rate: '12', months: '12', feeKind: 'rupees', fee: '1000', documentation: '1000' })}`,
    )
    await walkAnnexA(page)
    expect(await page.locator('[data-item="P1-7"]').innerText()).toContain('Not applicable: the rate is fixed')
    expect(await page.getByTestId('kfs-rate').innerText()).toBe('12% a year, fixed, on the reducing balance')
    expect(await page.getByTestId('kfs-instalments').innerText()).toContain('12 instalments of ₹8,885')
    expect(await page.getByTestId('kfs-interest').innerText()).toBe('₹6,619')
    expect(await page.getByTestId('kfs-to-lender').innerText()).toBe('2,000')
    expect(await page.getByTestId('kfs-net').innerText()).toBe('₹98,000')
    expect(await page.getByTestId('kfs-total').innerText()).toBe('₹1,06,619')
    expect(await page.getByTestId('kfs-apr').innerText()).toBe('15.85%')
    expect(await page.getByTestId('kfs-b-apr').innerText()).toBe('15.85%')
    expect(await page.getByTestId('kfs-row').count()).toBe(12)
    expect(await seriousA11yViolations(page, false)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  test('RBL Bank’s KFS: ₹47,000 at 21% for 24 months with ₹1,175 + 18% GST is an APR of 24.15%', async () => {
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(
      `${site.url}/loan-tools/true-cost/kfs?${q({ amount: '47000', rate: '21', months: '24', feeKind: 'rupees', fee: '1175', gst: '1' })}`,
    )
    expect(await page.getByTestId('kfs-to-lender').innerText()).toBe('1,387')
    expect(await page.getByTestId('kfs-net').innerText()).toBe('₹45,613')
    expect(await page.getByTestId('kfs-apr').innerText()).toBe('24.15%')
    await close()
  })

  test('floating: a ₹50 lakh home loan at 8.5% (repo + 3%) reset quarterly; a 25 bps rise adds ₹795 to the EMI or 13 EMIs; fees split between the lender and third parties', async () => {
    const { page, problems, close } = await openPage(browser, jsOn)
    // The tool asks fixed or floating, and for floating the benchmark, the spread and the reset.
    await page.goto(`${site.url}/loan-tools/true-cost`)
    await page.fill('#lt-amount', '5000000')
    await page.fill('#lt-rate', '8.5')
    await page.fill('#lt-months', '240')
    await page.check('#lt-feeKind-rupees')
    await page.fill('#lt-fee', '10000')
    await page.check('#lt-rateType-floating')
    await page.selectOption('#lt-benchmark', 'repo')
    await page.fill('#lt-spread', '3')
    await page.fill('#lt-reset', '3')
    await page.fill('#lt-insurance', '15000')
    await page.fill('#lt-valuation', '3000')
    await page.fill('#lt-stampDuty', '5000')
    await page.fill('#lt-documentation', '2000')
    await page.locator('#lt-documentation').blur()
    await expect
      .poll(() => page.getByTestId('lt-shock').innerText())
      .toBe('If the benchmark rises by 0.25%: +₹795 a month on the same term, or 13 more EMIs at the same EMI.')
    const apr = await page.getByTestId('lt-apr').innerText()
    await page.getByTestId('lt-kfs-link').click()
    await page.waitForURL(/\/kfs\?/)
    await walkAnnexA(page)
    expect(await page.getByTestId('kfs-rate').innerText()).toBe('8.5% a year, floating, on the reducing balance')
    expect(await page.getByTestId('kfs-benchmark').innerText()).toBe('RBI policy repo rate')
    expect(await page.getByTestId('kfs-benchmark-rate').innerText()).toBe('5.5%')
    expect(await page.getByTestId('kfs-spread').innerText()).toBe('3%')
    expect(await page.getByTestId('kfs-final-rate').innerText()).toBe('8.5%')
    expect(await page.getByTestId('kfs-reset').innerText()).toMatch(/^B: every 3 months/)
    expect(await page.getByTestId('kfs-shock').innerText()).toBe('EPI: +₹795; No. of EPIs: +13')
    // ₹10,000 + ₹1,800 GST + ₹2,000 documentation to the lender; insurance, valuation and stamp duty to third parties.
    expect(await page.getByTestId('kfs-to-lender').innerText()).toBe('13,800')
    expect(await page.getByTestId('kfs-to-third-party').innerText()).toBe('23,000')
    expect(await page.getByTestId('kfs-net').innerText()).toBe('₹49,63,200')
    expect(await page.getByTestId('kfs-apr').innerText()).toBe(apr)
    expect(await page.getByTestId('kfs-row').count()).toBe(240)
    expect(await seriousA11yViolations(page, true)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  test('it prints on A4 sheets', async () => {
    const { page, close } = await openPage(browser, jsOff)
    await page.goto(`${site.url}/loan-tools/true-cost/kfs?amount=100000&rate=12&months=12`)
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
    // A4 is 210 × 297 mm: 595.28 × 841.89 points (US Letter, the default, would be 612 × 792).
    const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
      Math.round(Number(m[1])),
      Math.round(Number(m[2])),
    ])
    expect(boxes.length).toBeGreaterThan(0)
    for (const box of boxes) expect(box).toEqual([595, 842])
    await close()
  })
})
