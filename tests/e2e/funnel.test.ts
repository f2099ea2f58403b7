import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertFakeApplication } from '../setup/lead-fixtures'
import { leaveBrowser, workerBrowser, layoutModes, openPage, seriousA11yViolations, shot } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// The owner opens the funnel (docs/decisions/232): without script, tables of every figure; with it,
// a chart drawn above each table from the table's own numbers. At a phone's width and a desktop's.

let site: TestSite
let browser: Browser
const key = Buffer.from('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', 'hex')
const DAY = 86_400_000

// Six leads of the last weeks: each gets as far down the funnel as its `steps` says.
const leads = [
  { type: 'personal', steps: 4, lender: 'Trivan Bank' },
  { type: 'personal', steps: 3, lender: 'Trivan Bank' },
  { type: 'car', steps: 2, lender: 'Sahyog Finance' },
  { type: 'car', steps: 1 },
  { type: 'home', steps: 1 },
  { type: 'home', steps: 0 },
]

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
  const start = Date.now() - 20 * DAY
  const at = (days: number) => new Date(start + days * DAY).toISOString()
  for (const [i, l] of leads.entries()) {
    const id = await insertFakeApplication(site.deps.db, key, i, new Date(start), { loan_type: l.type })
    const row: Record<string, unknown> = {}
    if (l.steps >= 1) row.contacted_at = at(1)
    if (l.steps >= 2) Object.assign(row, { sent_at: at(3), sent_lender: l.lender })
    if (l.steps >= 3) Object.assign(row, { sanctioned_at: at(6), sanctioned_amount: 200_000, sanctioned_rate: 12, sanctioned_tenure: 24 })
    if (l.steps >= 4) Object.assign(row, { disbursed_at: at(8), disbursed_on: at(8).slice(0, 10), disbursed_amount: 2_00_000 })
    if (l.steps > 0) await site.deps.db('loan_applications').where({ id }).update(row)
  }
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForURL(`${site.url}/admin-dashboard`), page.locator('main button[type="submit"]').click()])
}

/** The all-leads table as "step: leads". */
const totals = (page: Page) =>
  page
    .locator('[data-chart-id="total"] tbody tr')
    .evaluateAll((rows) => rows.map((r) => `${r.querySelector('th')!.textContent}: ${r.querySelector('td')!.textContent}`))

describe.each(layoutModes)('$name', (mode) => {
  test('the owner reaches the funnel from the menu and reads every step, with a chart above each table when script runs', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    try {
      await signIn(page)
      await page.goto(`${site.url}/admin-dashboard/funnel`)
      expect(await page.locator('nav#admin-menu a[aria-current="page"]').textContent()).toBe('Funnel')
      expect(await page.locator('h1').innerText()).toBe('Funnel')
      expect(await totals(page)).toEqual(['Leads: 6', 'Contacted: 5', 'Sent to lender: 3', 'Sanctioned: 2', 'Disbursed: 1'])
      expect(await page.locator('figure.funnel-chart h2').allInnerTexts()).toEqual([
        'All leads, step by step',
        'By loan type',
        'By lender (from the file sent)',
        'By month the lead came in',
      ])
      expect(await page.locator('[data-chart-id="lender"] tr[data-key="Trivan Bank"] td[data-step="sent"]').innerText()).toBe('2')

      if (mode.js) {
        await expect.poll(() => page.locator('figure.funnel-chart.is-drawn canvas').count()).toBe(4)
        for (const canvas of await page.locator('figure.funnel-chart canvas').all()) {
          expect(await canvas.getAttribute('aria-label')).toMatch(/^Bar chart: .+\. The numbers are in the table beside it\.$/)
          expect((await canvas.boundingBox())!.width).toBeGreaterThan(200)
        }
      } else {
        expect(await page.locator('canvas').count()).toBe(0)
      }
      // The tables stay in view either way.
      expect(await page.locator('[data-chart-id="loan-type"] table').isVisible()).toBe(true)
      // Nothing wider than the screen but the tables, which scroll inside their own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mode.width)
      expect(await seriousA11yViolations(page, mode.js)).toEqual([])
      expect(problems).toEqual([])
      await shot(page, 'admin-funnel', mode)
    } finally {
      await close()
    }
  })
})
