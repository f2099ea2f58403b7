import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eraseApplication } from '#src/features/leads/applications.service.server'
import { insertFakeApplication } from '../setup/lead-fixtures'
import { leaveBrowser, workerBrowser, modes, openPage } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// Issue 24, the admin's details and the chat button: a full-height menu, dates and genders in
// words, chart labels that a phone never clips, a chat button that covers nothing, references
// that never split.

let site: TestSite
let browser: Browser
let id: number
const key = Buffer.from('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', 'hex')

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
  // i = 1 is a woman in the fixtures; her date of birth is 12 April 1990. One erased row gives the long purpose label.
  id = await insertFakeApplication(site.deps.db, key, 1, new Date())
  const erased = await insertFakeApplication(site.deps.db, key, 2, new Date())
  await eraseApplication(site.deps.db, erased, TEST_ADMIN.email)
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const desktop = modes.find((m) => m.js && m.width === 1280)!

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForNavigation(), page.locator('main button[type="submit"]').click()])
}

/**
 * The controls (links, buttons, fields) whose box the element's box overlaps at some scroll position,
 * as short descriptions with the first position. The page scrolls at once (not smoothly), one step
 * of the element's own height at a time, so no control can pass under it between two looks.
 */
function coveredAnywhere(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!
    const controls = [...document.querySelectorAll('a, button, input, select, textarea, summary, label')].filter(
      (c) => c !== el && !el.contains(c),
    )
    const step = Math.max(1, Math.floor(el.getBoundingClientRect().height))
    const found = new Map<Element, number>()
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      const r = el.getBoundingClientRect()
      for (const c of controls) {
        const o = c.getBoundingClientRect()
        const overlaps = o.width > 0 && o.height > 0 && o.left < r.right && o.right > r.left && o.top < r.bottom && o.bottom > r.top
        if (overlaps && !found.has(c)) found.set(c, window.scrollY)
      }
    }
    return [...found].map(([c, y]) => `at ${y}: ${c.tagName.toLowerCase()} ${(c.textContent ?? '').trim().slice(0, 30)}`)
  }, selector)
}

describe('the admin area', () => {
  test('at 1280 px the menu’s colour runs down the whole of a long page', async () => {
    const { page, close } = await openPage(browser, desktop)
    await signIn(page)
    await page.goto(`${site.url}/admin-dashboard`)
    const {
      bottom,
      colour,
      menu,
      page: pageHeight,
    } = await page.evaluate(() => ({
      bottom: document.querySelector('.admin-shell')!.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
      colour: getComputedStyle(document.querySelector('.admin-shell')!).backgroundImage,
      menu: getComputedStyle(document.querySelector('.admin-menu')!).backgroundColor,
    }))
    // The shell holds the whole page between the header and the footer…
    expect(bottom).toBeGreaterThan(pageHeight - 200)
    // The shell paints the menu's colour in its first 248 px, all the way down.
    expect(colour).toContain(menu)
    expect(colour).toMatch(/linear-gradient\(to right, .* 248px, .* 248px\)/)
    await close()
  })

  test('a date of birth reads "12 Apr 1990" and the gender "Female"', async () => {
    const { page, close } = await openPage(browser, desktop)
    await signIn(page)
    await page.goto(`${site.url}/admin-dashboard/applications/${id}`)
    const facts = await page.locator('main').innerText()
    expect(facts).toMatch(/Date of birth\s+12 Apr 1990/)
    expect(facts).toMatch(/Gender\s+Female/)
    expect(facts).not.toContain('1990-04-12')
    expect(facts).not.toContain('FEMALE')
    // The reference is one unbroken word.
    expect(
      await page
        .locator('.lead-mono')
        .first()
        .evaluate((el) => getComputedStyle(el).whiteSpace),
    ).toBe('nowrap')
    await close()
  })
})

describe.each(modes.filter((m) => m.width === 375))('the chat button at 375 px, $name', (mode) => {
  test.each(['/loan-tools/true-cost', '/track', '/'])('covers no control on %s, wherever the page is scrolled', async (path) => {
    const { page, close } = await openPage(browser, mode)
    await page.goto(`${site.url}${path}`)
    expect(await coveredAnywhere(page, '.chat-button'), path).toEqual([])
    await close()
  })
})
