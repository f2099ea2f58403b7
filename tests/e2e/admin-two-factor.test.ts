import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { twoFactorMessages } from '#src/shared/two-factor'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, openPage, shot } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { Authenticator } from '../setup/two-factor'

// The admin switches on two-factor sign-in and lives with it (docs/decisions/155, 156): enrolment
// from the dashboard, the code step at sign-in, a recovery code that works once. With JavaScript on
// and off; each mode on a site of its own, since each code is good once. The story is the same at
// every width; each of its pages meets axe at 1280 and 375 px as loaded (docs/decisions/161).
let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await leaveBrowser(browser)
})

/** Submits the form of `button` and waits for the answer's page. */
async function submit(page: Page, button: string, url?: string) {
  const answer = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame())
  await page.getByRole('button', { name: button }).click()
  await answer
  if (url) await page.waitForURL(url)
}

async function passwordStep(page: Page, site: TestSite) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await submit(page, 'Login')
}

async function signOut(page: Page, site: TestSite) {
  await submit(page, 'Logout', `${site.url}/`)
}

describe.each(behaviourModes)('$name', (mode) => {
  test('the admin enrols, signs out, signs in with a code, then with a recovery code, which then no longer works', async () => {
    const site = await startSite()
    const { page, problems, close } = await openPage(browser, mode)
    try {
      await passwordStep(page, site)
      expect(page.url()).toBe(`${site.url}/admin-dashboard`)
      await page.getByRole('link', { name: 'Two-factor sign-in' }).click()
      await page.waitForURL(`${site.url}/admin-dashboard/two-factor`)
      expect(await page.locator('.two-factor-state').innerText()).toBe('Off')
      // Each step that sets it up asks for the password again (docs/decisions/197).
      await page.fill('#f-password', TEST_ADMIN.password)
      await submit(page, 'Set up two-factor sign-in')

      // The QR code is drawn on the page itself, and the key is there as text to type in.
      expect(await page.locator('.two-factor-qr svg').isVisible()).toBe(true)
      expect(await page.locator('img[src^="http"], img[src^="//"]').count()).toBe(0)
      const app = new Authenticator((await page.locator('#two-factor-secret').innerText()).replace(/\s/g, ''))
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await shot(page, 'two-factor-enrol', mode)

      await page.fill('#f-code', '000000')
      await page.fill('#f-password', TEST_ADMIN.password)
      await submit(page, 'Switch on two-factor sign-in')
      expect(await page.locator('#f-code-error').innerText()).toBe(twoFactorMessages.enrolCodeWrong)
      // The password typed is not given back.
      expect(await page.inputValue('#f-password')).toBe('')
      await page.fill('#f-code', app.code())
      await page.fill('#f-password', TEST_ADMIN.password)
      await submit(page, 'Switch on two-factor sign-in')
      expect(await page.getByRole('status').innerText()).toBe(twoFactorMessages.switchedOn)
      const codes = await page.locator('.two-factor-codes code').allInnerTexts()
      expect(codes).toHaveLength(10)
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await shot(page, 'two-factor-recovery-codes', mode)
      // Shown once: the page does not list them again.
      await page.goto(`${site.url}/admin-dashboard/two-factor`)
      expect(await page.locator('.two-factor-codes').count()).toBe(0)
      expect(await page.locator('.two-factor-state').innerText()).toBe('On')

      await signOut(page, site)
      await passwordStep(page, site)
      expect(page.url()).toBe(`${site.url}/admin/code`)
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await shot(page, 'two-factor-code-step', mode)
      await page.fill('#f-code', app.code())
      await submit(page, 'Sign in', `${site.url}/admin-dashboard`)
      expect(await page.locator('header.admin-header .admin-email').textContent()).toBe(TEST_ADMIN.email)

      await signOut(page, site)
      await passwordStep(page, site)
      await page.fill('#f-code', codes[0]!)
      await submit(page, 'Sign in', `${site.url}/admin-dashboard`)

      await signOut(page, site)
      await passwordStep(page, site)
      await page.fill('#f-code', codes[0]!)
      await submit(page, 'Sign in')
      expect(page.url()).toBe(`${site.url}/admin/code`)
      expect(await page.locator('#f-code-error').innerText()).toBe(twoFactorMessages.codeWrong)
      await shot(page, 'two-factor-code-step-wrong', mode)
      // The wrong codes' answers are 422 and 401 pages, as they should be; nothing else went wrong.
      expect(problems.filter((p) => !/status of (401|422) /.test(p))).toEqual([])
    } finally {
      await close()
      await site.close()
    }
  })
})
