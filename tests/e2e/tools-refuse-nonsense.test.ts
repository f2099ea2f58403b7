import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leaveBrowser, workerBrowser, modes, openPage, seriousA11yViolations } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

// Issue 24: the tools refuse nonsense and say what they did (docs/decisions/166), on a phone with
// JavaScript off and on.

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const text = (page: Page, id: string) => page.getByTestId(`lt-${id}`).innerText()
const phones = modes.filter((m) => m.width === 375)

describe.each(phones)('$name', (mode) => {
  test('charges larger than the loan: "nothing would be disbursed" under the field, no APR, no Apply Now, no KFS', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/loan-tools/true-cost?amount=10000&insurance=500000`)
    expect(await page.locator('#lt-insurance-hint').innerText()).toBe(
      'The fee, GST and charges come to ₹5,00,200, the whole loan of ₹10,000 or more: nothing would be disbursed. Lower them or raise the amount.',
    )
    expect(await text(page, 'net')).toBe('Nothing')
    expect(await text(page, 'apr')).toBe('None: nothing is disbursed')
    expect(await page.getByTestId('lt-apply').isVisible()).toBe(false)
    expect(await page.getByTestId('lt-kfs-link').isVisible()).toBe(false)
    expect(await page.locator('main').innerText()).not.toMatch(/−₹|12,000%/)
    expect(await seriousA11yViolations(page, mode.js)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  test('an unreadable amount says so under the box and which figure was used instead', async () => {
    const { page, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/loan-tools/true-cost?amount=abc&rate=12&months=12`)
    expect(await page.locator('#lt-amount-hint').innerText()).toBe('Could not read what was given here as a number; used ₹1,00,000.')
    expect(await page.inputValue('#lt-amount')).toBe('100000')
    // A posted income that is not a number: the eligibility page says it used ₹50,000.
    const res = await fetch(`${site.url}/loan-tools/eligibility`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: 'income=abc&emis=0&age=30&loanType=personal&rate=10.5&months=60',
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Could not read what was given here as a number; used ₹50,000.')
    await close()
  })

  test('a 0% no-cost EMI with a 2% fee stays at 0% and still has an APR above 0', async () => {
    const { page, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/loan-tools/true-cost?amount=120000&rate=0&months=12&feeKind=percent&fee=2&gst=1`)
    expect(await page.inputValue('#lt-rate')).toBe('0')
    expect(await page.locator('#lt-rate-hint').innerText()).toBe('')
    expect(await text(page, 'emi')).toBe('₹10,000')
    // ₹2,400 fee + ₹432 GST leave ₹1,17,168 for 12 × ₹10,000: an APR of about 4.4 %.
    expect(await text(page, 'net')).toBe('₹1,17,168')
    const apr = Number((await text(page, 'apr')).replace('%', ''))
    expect(apr).toBeGreaterThan(4.3)
    expect(apr).toBeLessThan(4.5)
    await close()
  })

  test('compare: a ₹1 lakh loan at 10% against ₹50 lakh at 9% is ranked by APR and says so; one card per offer, lowest APR first, no sideways scroll', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    const q = new URLSearchParams({
      offer1Label: 'Small loan',
      offer1Amount: '100000',
      offer1Rate: '10',
      offer1Months: '24',
      offer1Fee: '0',
      offer2Label: 'Large loan',
      offer2Amount: '5000000',
      offer2Rate: '9',
      offer2Months: '24',
      offer2Fee: '0',
    })
    await page.goto(`${site.url}/loan-tools/compare?${q}`)
    expect(await text(page, 'verdict')).toMatch(/^The amounts or tenures differ, so the offers are ranked by APR, not by total cost/)
    expect(await text(page, 'verdict')).toContain('Large loan has the lowest APR, 9.00% against 10.00% for Small loan.')
    const cards = page.locator('.compare-card:visible')
    expect(await cards.count()).toBe(2)
    expect(await cards.nth(0).locator('h3').innerText()).toMatch(/^Large loan\s*Lowest APR$/)
    expect(await cards.nth(1).locator('h3').innerText()).toBe('Small loan')
    expect(await page.locator('.compare-table').isVisible()).toBe(false)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await seriousA11yViolations(page, mode.js)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  test('reverse EMI: 60 EMIs of ₹20,000 total ₹12,00,000, and the interest is that less the loan', async () => {
    const { page, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/loan-tools/eligibility?targetEmi=20000&targetRate=10.5&targetMonths=60`)
    expect(await text(page, 'target-total')).toBe('₹12,00,000 (60 × ₹20,000)')
    const loan = Number((await text(page, 'target-loan')).replace(/[₹,]/g, ''))
    const interest = Number((await text(page, 'target-interest')).replace(/[₹,]/g, ''))
    expect(loan + interest).toBe(12_00_000)
    await close()
  })

  test('the hub promises links only where it keeps the promise', async () => {
    const { page, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/loan-tools`)
    expect(await page.locator('main').innerText()).toContain(
      'Every result is a link you can keep or share, except the eligibility answer: your income never goes into an address, so that form posts instead.',
    )
    await close()
  })
})

describe('with JavaScript, as the visitor types', () => {
  test('Apply Now goes when the charges swallow the loan and comes back when they are lowered', async () => {
    const { page, problems, close } = await openPage(
      browser,
      modes.find((m) => m.js && m.width === 375)!,
    )
    await page.goto(`${site.url}/loan-tools/true-cost?amount=10000`)
    expect(await page.getByTestId('lt-apply').isVisible()).toBe(true)
    await page.fill('#lt-insurance', '500000')
    await expect.poll(() => page.getByTestId('lt-apply').isVisible()).toBe(false)
    expect(await page.locator('#lt-insurance-hint').innerText()).toContain('nothing would be disbursed')
    await page.fill('#lt-insurance', '500')
    await expect.poll(() => page.getByTestId('lt-apply').isVisible()).toBe(true)
    expect(await page.locator('#lt-insurance-hint').innerText()).toBe('')
    expect(await text(page, 'net')).not.toBe('Nothing')
    expect(problems).toEqual([])
    await close()
  })
})
