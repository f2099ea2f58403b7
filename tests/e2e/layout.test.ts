import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, modes, openPage, seriousA11yViolations } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
})

describe.each(modes)('$name', (mode) => {
  test('a visitor sees the home page with header and footer, and axe finds nothing serious', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    const res = await page.goto(`${site.url}/`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('header.site-header').count()).toBe(1)
    expect(await seriousA11yViolations(page, mode.js)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })
})
