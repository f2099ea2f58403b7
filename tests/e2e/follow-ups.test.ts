import type { Browser, Page } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { behaviourModes, leaveBrowser, modes, openPage, seriousA11yViolations, shot, workerBrowser } from '../setup/browser'
import { offersApplication } from '../setup/offer-fixtures'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// Issue 44, item 3 (docs/decisions/229, 230): the desk logs a call and sets the next follow-up on a
// lead's page, with script and without, and finds its day on the Today page at phone and desktop widths.

let site: TestSite
let browser: Browser
let n = 850
beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: { TRUST_PROXY: '1' } }), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

async function applies(): Promise<{ id: number; reference: string }> {
  const res = await request(site.url)
    .post('/apply-now')
    .set({ Origin: site.url, 'X-Forwarded-For': `198.51.100.${++n % 250}` })
    .type('form')
    .send(offersApplication(n))
  expect(res.status).toBe(303)
  const row = await site.deps
    .db('loan_applications')
    .where({ email: offersApplication(n).email })
    .first()
  return { id: Number(row.id), reference: row.reference as string }
}

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForURL(`${site.url}/admin-dashboard`), page.locator('main button[type="submit"]').click()])
}

/** `days` from now at 11:00 India time, as a date-time field takes it. */
const indiaDateTime = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 11) + '11:00'

describe.each(behaviourModes)('$name', (mode) => {
  test('the desk logs an unanswered call, is refused a call back without a time, then sets the next follow-up', async () => {
    const lead = await applies()
    const { page, problems, close } = await openPage(browser, mode)
    try {
      await signIn(page)
      await page.goto(`${site.url}/admin-dashboard/applications/${lead.id}`)
      const card = page.locator('.lead-card-calls')
      expect(await card.innerText()).toContain('No calls logged yet.')

      await page.selectOption('#f-outcome', 'no_answer')
      await page.fill('#f-call-note', 'Rang twice, no answer')
      await Promise.all([page.waitForNavigation(), card.getByRole('button', { name: 'Log call' }).click()])
      expect(await page.locator('[role="status"]', { hasText: 'Call logged' }).count()).toBe(1)
      const logged = card.locator('[data-call-outcome="no_answer"]')
      expect(await logged.innerText()).toContain('Rang twice, no answer')
      expect(await card.innerText()).toContain('1 failed call in a row')

      await page.selectOption('#f-outcome', 'call_back')
      await page.fill('#f-call-note', 'Wants a call tomorrow')
      await Promise.all([page.waitForNavigation(), card.getByRole('button', { name: 'Log call' }).click()])
      expect(await page.locator('#f-callBackAt-error').innerText()).toBe('Give the time the borrower asked to be called back')
      expect(await page.inputValue('#f-call-note')).toBe('Wants a call tomorrow')
      expect(await card.locator('[data-call-outcome]').count()).toBe(1)

      await page.fill('#f-at', indiaDateTime(2))
      await Promise.all([page.waitForNavigation(), card.getByRole('button', { name: 'Set next follow-up' }).click()])
      expect(await page.locator('[role="status"]', { hasText: 'Next follow-up set' }).count()).toBe(1)
      expect(await card.locator('[data-next-follow-up]').getAttribute('data-next-follow-up')).toBe(
        new Date(`${indiaDateTime(2)}:00+05:30`).toISOString(),
      )
      // The refused call's 422 is the answer asked for; nothing else went wrong.
      expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([])
    } finally {
      await close()
    }
  })
})

describe.each(modes)('Today, $name', (mode) => {
  test('lists an overdue lead with its age (five hours), links to it, and has no serious accessibility problem', async () => {
    const lead = await applies()
    await site.deps
      .db('loan_applications')
      .where({ id: lead.id })
      .update({
        created_at: new Date(Date.now() - 5 * 3_600_000).toISOString(),
        next_follow_up_at: new Date(Date.now() - 3_600_000).toISOString(),
      })
    const { page, close } = await openPage(browser, mode)
    try {
      await signIn(page)
      await page.goto(`${site.url}/admin-dashboard/today`)
      const row = page.locator(`[data-list="overdue"] tr[data-lead="${lead.reference}"]`)
      expect(await row.innerText()).toMatch(/New[\s\S]*5 hours/)
      expect(await row.getByRole('link', { name: lead.reference }).getAttribute('href')).toBe(`/admin-dashboard/applications/${lead.id}`)
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mode.width)
      expect(await seriousA11yViolations(page, mode.js)).toEqual([])
      await shot(page, 'admin-today', mode)
    } finally {
      await close()
    }
  })
})
