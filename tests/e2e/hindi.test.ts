import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, layoutModes, openPage } from '../setup/browser'
import { hindi, publicPages } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'

// Issue 26: a reader finds the same page in the other language from every public page, and back,
// with JavaScript on or off, on a phone or a desktop; and a Hindi page is as accessible as its twin.

let site: TestSite
let browser: Browser
beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

// Every public page; the calculator with figures, which the link must carry across.
const calculator = '/emi-calculator?amount=500000&rate=9&tenure=5'
const pages = publicPages.map((p) => (p === '/emi-calculator' ? calculator : p))
// Every page's link sits in the one shared header, and every page's link is followed over HTTP
// (tests/http/hindi-twins.test.ts). Clicked here on a page of each kind, in every mode (the phone's
// header is laid out anew): home, a tool with its query, a form.
const kinds = ['/', calculator, '/apply-now']

describe.each(layoutModes)('$name', (mode) => {
  test('the language link leads from home, a calculator with its figures and the apply form to their Hindi twins, and back', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    for (const path of kinds) {
      await page.goto(`${site.url}${path}`)
      const toHindi = page.locator('a.language-link[hreflang="hi-IN"]')
      expect(await toHindi.innerText(), path).toBe('हिन्दी')
      await toHindi.click()
      await page.waitForURL(`${site.url}${hindi(path)}`)
      expect(await page.locator('html').getAttribute('lang'), hindi(path)).toBe('hi')
      const toEnglish = page.locator('a.language-link[hreflang="en-IN"]')
      expect(await toEnglish.innerText(), hindi(path)).toBe('English')
      await toEnglish.click()
      await page.waitForURL(`${site.url}${path}`)
      expect(await page.locator('html').getAttribute('lang'), path).toBe('en-IN')
    }
    expect(problems).toEqual([])
    await close()
  })
})

// The twins share their English pages' markup, whose JavaScript-off HTML axe already checks
// (tests/e2e/pages.test.ts); here each Hindi page once as it is served, at both widths.
describe.each(behaviourModes.filter((m) => m.js))('$name', (mode) => {
  test('every Hindi page passes axe at both widths', async () => {
    const { page, close } = await openPage(browser, mode)
    const findings: string[] = []
    for (const path of [...pages, '/no-such-page']) {
      await page.goto(`${site.url}${hindi(path)}`)
      for (const f of await a11yAtLayoutWidths(page, mode.js)) findings.push(`${hindi(path)} ${f}`)
    }
    expect(findings).toEqual([])
    await close()
  })
})
