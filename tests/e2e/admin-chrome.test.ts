import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { leaveBrowser, workerBrowser, modes, openPage, seriousA11yViolations, type Mode } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// The admin works in the admin area's own chrome (docs/product.md §12 Admin area): a slim header with
// the brand, the signed-in e-mail and Logout, and the side menu: always in view on a wide screen,
// a tap away on a phone, with JavaScript on and off.
let site: TestSite
let browser: Browser
/** The cookies of one admin sign-in, shared by the chrome stories, which only read pages. */
let session: Awaited<ReturnType<BrowserContext['cookies']>>
beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
  const { page, close } = await openPage(browser, modes[1]!)
  await signIn(page)
  session = await page.context().cookies()
  await close()
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

/** Opens the dashboard in `mode`, signed in with the shared session. */
async function openDashboard(mode: Mode) {
  const t = await openPage(browser, mode)
  await t.page.context().addCookies(session)
  await t.page.goto(`${site.url}/admin-dashboard`)
  expect(new URL(t.page.url()).pathname).toBe('/admin-dashboard')
  return t
}

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForURL(`${site.url}/admin-dashboard`), page.locator('main button[type="submit"]').click()])
}

describe.each(modes)('$name', (mode) => {
  const wide = mode.width >= 1024

  test('the admin header shows the brand, the e-mail and Logout, and nothing for visitors', async () => {
    const { page, close } = await openDashboard(mode)
    try {
      const header = page.locator('header.admin-header')
      expect(await header.locator('.admin-brand').innerText()).toContain('Loan Partner')
      expect(await header.locator('.admin-email').textContent()).toBe(TEST_ADMIN.email)
      expect(await header.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true)
      // No public call to action, no chat button, no public header or footer.
      expect(await page.getByRole('link', { name: 'Apply Now' }).count()).toBe(0)
      expect(await page.locator('.chat-button, .site-header, .site-footer').count()).toBe(0)
      expect(await seriousA11yViolations(page, mode.js)).toEqual([])
    } finally {
      await close()
    }
  })

  test(wide ? 'the side menu is in view without a click' : 'the side menu opens with a tap and leads to a page', async () => {
    const { page, close } = await openDashboard(mode)
    try {
      // Hidden, the menu is out of the accessibility tree, so it is found by its id until shown.
      const menu = page.locator('nav#admin-menu')
      const applications = menu.locator('a', { hasText: 'Applications' })
      expect(await menu.locator('a[aria-current="page"]').textContent()).toBe('Dashboard')
      if (wide) {
        expect(await applications.isVisible()).toBe(true)
        expect(await page.getByText('Admin menu').isVisible()).toBe(false)
      } else {
        expect(await applications.isVisible()).toBe(false)
        await page.getByText('Admin menu').click()
        await applications.waitFor({ state: 'visible' })
      }
      expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').count()).toBe(12)
      await Promise.all([page.waitForURL(`${site.url}/admin-dashboard/applications`), applications.click()])
      expect(await page.locator('h1').innerText()).toBe('Applications')
    } finally {
      await close()
    }
  })
})

test('Logout in the admin header ends the session', async () => {
  const { page, close } = await openPage(browser, modes[1]!)
  try {
    await signIn(page)
    await Promise.all([
      page.waitForURL(`${site.url}/`),
      page.locator('header.admin-header').getByRole('button', { name: 'Logout' }).click(),
    ])
    const res = await page.goto(`${site.url}/admin-dashboard`)
    expect(new URL(res!.url()).pathname).toBe('/admin')
  } finally {
    await close()
  }
})
