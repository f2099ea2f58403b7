import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths, overflowAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, openPage, shot, workerBrowser } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// Issue 43, item 1 (docs/decisions/201, 203): the admin adds a lender and a product in the browser,
// with JavaScript on and off, is told what to correct, and pauses the lender; /disclosures follows.

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await submit(page, 'Login')
}

/** One lender per mode, so the two stories do not meet each other's. */
const names: Record<string, string> = { 'desktop, JS on': 'Asha Finance', 'desktop, JS off': 'Bharat Credit' }

describe.each(behaviourModes)('$name', (mode) => {
  test('the admin adds a lender, is told a cooling-off of 0 days will not do, adds a product and pauses the lender', async () => {
    const name = names[mode.name]!
    const { page, problems, close } = await openPage(browser, mode)
    await signIn(page)
    await page.goto(`${site.url}/admin-dashboard/lenders`)
    expect(await page.locator('.lender-notice').innerText()).toMatch(/^Only the bundled sample lenders show to borrowers/)
    expect(await page.locator('.lead-table tbody tr').count()).toBeGreaterThanOrEqual(6)
    // The pages are the same markup with script or without (no island): axe and the widths once per
    // page, the list without script and the lender's page with it, to keep the suite's budget (docs/testing.md).
    if (!mode.js) {
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      expect(await overflowAtLayoutWidths(page)).toEqual([])
    }
    await shot(page, 'admin-lenders', mode)

    const form = page.locator('#add-lender')
    await form.getByLabel('Legal name').fill(`${name} Private Limited`)
    await form.getByLabel('Name shown to borrowers').fill(name)
    await form.getByLabel('RBI registration number').fill('N-14.03268')
    await form.getByLabel('Website').fill('https://lender.example')
    await form.getByLabel('Grievance page').fill('https://lender.example/grievance')
    await form.getByLabel('Grievance phone').fill('+91 80 2222 3333')
    await form.getByLabel('Penal charges in words').fill('₹500 for each missed instalment')
    await form.getByLabel('Penal charge per missed instalment, ₹').fill('500')
    await form.getByLabel('Cooling-off period, days').fill('0')
    await submit(page, 'Add the lender')
    // The same page again, the message under its field and every typed value kept.
    const coolingOff = page.locator('#add-lender').getByLabel('Cooling-off period, days')
    expect(await page.locator('#f-coolingOffDays-error').innerText()).toBe(
      'The cooling-off period must be at least 1 day (and at most 365)',
    )
    expect(await coolingOff.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#add-lender').getByLabel('Name shown to borrowers').inputValue()).toBe(name)
    await coolingOff.fill('2')
    await submit(page, 'Add the lender')
    expect(
      await page
        .locator('.field-error')
        .allInnerTexts()
        .then((t) => t.filter(Boolean)),
    ).toEqual([])
    expect(await page.locator('h1').innerText()).toBe(name)
    expect(await page.locator('.flash').innerText()).toContain('Lender added')

    const product = page.locator('#add-product')
    await product.getByLabel('Loan type').selectOption('car')
    await product.getByLabel('Lowest amount, ₹').fill('1,00,000')
    await product.getByLabel('Highest amount, ₹').fill('8,00,000')
    await product.getByLabel('Shortest tenure, months').fill('12')
    await product.getByLabel('Longest tenure, months').fill('60')
    await product.getByLabel('Fixed rate, % a year').fill('9.5')
    await product.getByLabel('Processing fee, % of the amount').fill('1')
    await product.getByLabel('Pre-closure charges').fill('None')
    await product.getByLabel('Monthly income at least, ₹').fill('25,000')
    await product.getByLabel('Lowest age at applying').fill('21')
    await product.getByLabel('Highest age at applying', { exact: true }).fill('65')
    await product.getByLabel('Highest age when the loan ends').fill('70')
    await product.getByLabel('Only the states ticked below').check()
    await product.getByLabel('Goa').check()
    await product.getByLabel('Kerala').check()
    await submit(page, 'Add the product')
    const row = page.locator('.lender-products tbody tr')
    expect(await row.count()).toBe(1)
    expect(await row.innerText()).toMatch(/Car Loan[\s\S]*9\.5% fixed[\s\S]*1% \+ 18% GST[\s\S]*Goa, Kerala[\s\S]*Active/)
    if (mode.js) {
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      expect(await overflowAtLayoutWidths(page)).toEqual([])
    }

    await submit(page, 'Pause this lender')
    expect(await page.locator('.admin-head .admin-badge').first().innerText()).toBe('Paused')
    await page.goto(`${site.url}/disclosures`)
    expect(await page.locator('[data-testid="lenders"]').innerText()).not.toContain(name)
    // The refused form's own 422 is the one line the console may show.
    expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([])
    await close()
  })
})
