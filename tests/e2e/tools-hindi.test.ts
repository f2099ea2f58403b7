import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devanagariShare } from '../setup/hindi'
import { leaveBrowser, workerBrowser, modes, openPage, seriousA11yViolations } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

// Issue 26: the EMI calculator and the loan tools in Hindi, with script off and on. The live scripts
// write Hindi too: they read the words the page carries, never a bundled catalogue (decision 179).

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
const text = (page: Page, id: string) => page.getByTestId(id).innerText()
const mainShare = async (page: Page) => devanagariShare(await page.locator('main').innerText())

describe.each(modes.filter((m) => m.width === 1280))('$name', (mode) => {
  test('the Hindi calculator and tools are Hindi, with the same figures; axe finds nothing serious', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/hi/emi-calculator?amount=100000&rate=10&tenure=1`)
    expect(await text(page, 'emi-value')).toBe('₹8,792')
    expect(await text(page, 'emi-total')).toBe('₹1,05,499')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('EMI कैलकुलेटर')
    expect(await page.getByRole('spinbutton', { name: 'ऋण राशि' }).inputValue()).toBe('100000')
    expect(await page.locator('a.emi-apply').getAttribute('href')).toBe('/hi/apply-now?amount=100000')
    expect(await mainShare(page)).toBeGreaterThanOrEqual(0.6)
    expect(await seriousA11yViolations(page, mode.js)).toEqual([])
    for (const path of [
      '/hi/loan-tools',
      '/hi/loan-tools/eligibility',
      '/hi/loan-tools/compare',
      '/hi/loan-tools/balance-transfer',
      '/hi/loan-tools/rate-converter',
    ]) {
      expect((await page.goto(`${site.url}${path}`))?.status(), path).toBe(200)
      expect(await mainShare(page), path).toBeGreaterThanOrEqual(0.6)
      // With script, each of these pages as it opens meets axe at both widths in tests/e2e/hindi.test.ts.
      if (!mode.js) expect(await seriousA11yViolations(page, mode.js), path).toEqual([])
    }
    expect(problems).toEqual([])
    await close()
  })
})

describe('with script, in Hindi', () => {
  test('the calculator caps an amount in Hindi, and its schedule and chart speak Hindi', async () => {
    const { page, problems, close } = await openPage(browser, jsOn)
    await page.goto(`${site.url}/hi/emi-calculator`)
    await page.waitForSelector('.emi-slider:not([disabled])')
    await page.getByRole('spinbutton', { name: 'ऋण राशि' }).fill('99999999')
    await expect.poll(() => page.locator('#emi-amount-hint').innerText()).toBe('अधिकतम सीमा ₹1,00,00,000 मानी गई।')
    await page.getByRole('spinbutton', { name: 'अवधि (वर्ष)' }).fill('2')
    await expect.poll(() => page.getByTestId('emi-year').count()).toBe(2)
    expect(await page.getByTestId('emi-year').first().locator('summary').innerText()).toContain('वर्ष 1')
    expect(await page.getByTestId('emi-pie').getAttribute('aria-label')).toMatch(/^पाई चार्ट: मूलधन ₹1,00,00,000, ब्याज ₹/)
    expect(page.url()).toContain('/hi/emi-calculator?amount=10000000&rate=10&tenure=2')
    expect(problems).toEqual([])
    await close()
  })

  test('compare, balance transfer and eligibility answer in Hindi as the visitor types', async () => {
    const { page, problems, close } = await openPage(browser, jsOn)
    await page.goto(`${site.url}/hi/loan-tools/compare`)
    await page.locator('#lt-offer2Rate').fill('9')
    await expect.poll(() => text(page, 'lt-verdict')).toMatch(/^ऑफ़र 2 सबसे सस्ता है: /)
    expect(await text(page, 'lt-mark2')).toBe('सबसे सस्ता')
    expect(await page.getByTestId('lt-apply').getAttribute('href')).toMatch(/^\/hi\/apply-now\?loan=Personal\+Loan&amount=/)
    await page.goto(`${site.url}/hi/loan-tools/balance-transfer`)
    await page.locator('#lt-newRate').fill('30')
    await expect.poll(() => text(page, 'lt-verdict')).toMatch(/की नई ब्याज दर आपकी .* से कम नहीं है/)
    expect(await text(page, 'lt-break-even')).toBe('कभी नहीं')
    await page.goto(`${site.url}/hi/loan-tools/eligibility`)
    await page.locator('#lt-income').fill('30000')
    await page.locator('#lt-emis').fill('20000')
    await expect
      .poll(() => text(page, 'lt-explanation'))
      .toBe('₹30,000 की मासिक आय और ₹20,000 की मौजूदा EMI के साथ, 50% की सीमा में नई EMI के लिए कुछ नहीं बचता, इसलिए कोई नया लोन संभव नहीं है।')
    expect(page.url()).not.toContain('30000')
    expect(problems).toEqual([])
    await close()
  })
})
