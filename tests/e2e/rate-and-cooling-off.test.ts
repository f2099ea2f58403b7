import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths, overflowAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, layoutModes, leaveBrowser, openPage, scriptRequests, shot, workerBrowser, type Mode } from '../setup/browser'
import { devanagariShare } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'

// Issue 45, items 2 and 3: the rate converter, and the cooling-off calculator on the true-cost tool
// and the KFS, in English and Hindi, with script off and on. The brief asks for 375 and 1280 px: each
// story works the figures at one width and checks each page it reaches at both, by resizing it as
// loaded (fits the screen, axe), as docs/decisions/161 has it. Figures are the worked cases of
// docs/worked-cases/rate-converter-and-cooling-off.py or the formula written out here.

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const languages = [
  { lang: 'en', prefix: '', calculate: 'Calculate', exit: 'Work out the exit' },
  { lang: 'hi', prefix: '/hi', calculate: 'हिसाब लगाएँ', exit: 'बाहर निकलने का हिसाब लगाएँ' },
] as const
type Language = (typeof languages)[number]

const text = (page: Page, id: string) => page.getByTestId(id).innerText()
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`

/** Sends a form: without script the browser loads its GET answer; with script the figures follow the typing. */
async function send(page: Page, mode: Mode, button: string, expectInUrl: RegExp) {
  if (mode.js) {
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect.poll(() => page.url()).toMatch(expectInUrl)
  } else {
    await Promise.all([page.waitForURL(expectInUrl), page.getByRole('button', { name: button, exact: true }).click()])
  }
}

/**
 * The page as it stands fits the screen (no sideways scroll) and axe finds nothing serious, at 375 and
 * at 1280 px; with SHOT_DIR set, a screenshot at each width.
 */
async function fitsAndPasses(page: Page, mode: Mode, name: string) {
  expect(await overflowAtLayoutWidths(page)).toEqual([])
  expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
  if (!process.env.SHOT_DIR) return
  const original = page.viewportSize()!
  for (const width of layoutModes.filter((m) => m.js === mode.js)) {
    await page.setViewportSize({ width: width.width, height: width.height })
    await shot(page, name, width)
  }
  await page.setViewportSize(original)
}

describe.each(behaviourModes)('$name', (mode) => {
  test.each(languages)(
    'rate converter ($lang): 10% flat on ₹1,00,000 for 36 months is ₹3,611 a month and 17.92% on the reducing balance; 2% a month with a 2% fee reads as 41.70% and its APR',
    async (l: Language) => {
      const { page, problems, close } = await openPage(browser, mode)
      const scripts = scriptRequests(page)
      await page.goto(`${site.url}${l.prefix}/loan-tools/rate-converter`)
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
      if (mode.js) {
        // The maths waits for the first touch (docs/decisions/210): a few hundred bytes until then.
        await page.waitForLoadState('load')
        const beforeTouch = scripts.length
        expect(await page.locator('#rate-converter-form[data-live]').count()).toBe(0)
        await page.focus('#lt-months')
        await page.locator('#rate-converter-form[data-live]').waitFor()
        expect(scripts.length).toBeGreaterThan(beforeTouch)
      }
      // The example is issue 45's own worked case.
      expect(await text(page, 'lt-emi')).toBe('₹3,611')
      expect(await text(page, 'lt-interest')).toBe('₹30,000')
      expect(await text(page, 'lt-reducing')).toMatch(/^17\.92% /)
      expect(await text(page, 'lt-sentence')).toContain(l.lang === 'en' ? 'on the reducing balance' : 'घटते बकाये')
      expect(await text(page, 'lt-sentence')).toContain('₹1,00,000')
      // A moneylender's 2% a month over a year, with a 2% fee plus GST (₹2,000 + ₹360).
      await page.fill('#lt-months', '12')
      await page.check('#lt-rateKind-monthly')
      await page.fill('#lt-rate', '2')
      await page.check('#lt-feeKind-percent')
      await page.fill('#lt-fee', '2')
      await send(page, mode, l.calculate, /rateKind=monthly/)
      const sent = new URL(page.url()).searchParams
      expect([sent.get('rate'), sent.get('months'), sent.get('feeKind'), sent.get('fee')]).toEqual(['2', '12', 'percent', '2'])
      await expect.poll(() => text(page, 'lt-emi')).toBe('₹10,333')
      expect(await text(page, 'lt-interest')).toBe('₹24,000')
      // Python: 41.703121% a year on the reducing balance.
      expect(await text(page, 'lt-reducing')).toMatch(/^41\.70% /)
      expect(await text(page, 'lt-fee')).toBe('₹2,360')
      expect(await text(page, 'lt-net')).toBe('₹97,640')
      const apr = Number((await text(page, 'lt-apr')).replace('%', ''))
      expect(apr).toBeGreaterThan(41.7)
      // One sentence, with the borrower's own figures, in the page's language.
      const sentence = await text(page, 'lt-sentence')
      for (const figure of ['2%', '₹1,00,000', '₹24,000', '41.70%', '₹2,360', `${apr.toFixed(2)}%`]) expect(sentence).toContain(figure)
      expect(sentence).toContain(l.lang === 'en' ? 'all 12 months (1 year),' : 'पूरे 12 महीने (1 वर्ष) तक')
      expect(sentence.split(/[.।](\s|$)/).filter((s) => s.trim()).length).toBe(1)
      if (l.lang === 'hi') expect(devanagariShare(await page.locator('main').innerText())).toBeGreaterThanOrEqual(0.6)
      expect(await page.getByTestId('lt-apply').getAttribute('href')).toBe(`${l.prefix}/apply-now?loan=Personal+Loan&amount=100000`)
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(mode.js ? true : undefined)
      await fitsAndPasses(page, mode, `rate-converter-${l.lang}`)
      expect(problems).toEqual([])
      await close()
    },
  )

  test.each(languages)(
    'true cost ($lang): two days after disbursal, leaving a ₹1,00,000 loan at its APR costs the principal plus principal × APR × 2 ÷ 365; on day 5 of a 3-day period the page says the period is over',
    async (l: Language) => {
      const { page, problems, close } = await openPage(browser, mode)
      const loan = 'amount=100000&rate=12&months=12&feeKind=rupees&fee=1000&gst=1'
      await page.goto(`${site.url}${l.prefix}/loan-tools/true-cost?${loan}`)
      const aprShown = await text(page, 'lt-apr')
      expect(aprShown).toBe('14.26%')
      // A 3-day period unless the borrower enters the lender's; 1 day since disbursal to begin with.
      expect(await page.inputValue('#co-period')).toBe('3')
      await page.fill('#co-days', '2')
      await send(page, mode, l.exit, /days=2/)
      const cost = Math.round((100_000 * 14.26 * 2) / 36_500)
      expect(cost).toBe(78)
      await expect.poll(() => text(page, 'co-repay')).toBe(rupees(100_000 + cost))
      expect(await text(page, 'co-cost')).toBe(rupees(cost))
      expect(await text(page, 'co-formula')).toBe(`₹1,00,000 × 14.26% × 2 ÷ 365 = ${rupees(cost)}`)
      expect(await text(page, 'co-ends')).toBe(l.lang === 'en' ? 'day 3 after disbursal (tomorrow)' : 'वितरण के 3 दिन बाद (कल)')
      // The loan's own figures stay: the cooling-off form carries them, and the tool's form keeps the days.
      const address = new URL(page.url())
      expect(address.searchParams.get('amount')).toBe('100000')
      expect(address.searchParams.get('fee')).toBe('1000')
      if (!mode.js) expect(address.hash).toBe('#cooling-off')
      expect(await text(page, 'lt-apr')).toBe(aprShown)
      await fitsAndPasses(page, mode, `true-cost-cooling-off-${l.lang}`)
      // Day 5 of a 3-day period: no figure, and the sentence says what leaving is now.
      await page.fill('#co-days', '5')
      await send(page, mode, l.exit, /days=5/)
      await expect.poll(() => page.getByTestId('co-repay').isVisible()).toBe(false)
      expect(await text(page, 'co-sentence')).toMatch(
        l.lang === 'en'
          ? /^Your cooling-off period ended on day 3 after disbursal, 2 days ago/
          : /वितरण के 3 दिन बाद, यानी 2 दिन पहले, खत्म हो गई/,
      )
      // The lender's own period: 7 days, so day 5 is still inside it.
      await page.fill('#co-period', '7')
      await send(page, mode, l.exit, /period=7/)
      await expect
        .poll(() => text(page, 'co-ends'))
        .toBe(l.lang === 'en' ? 'day 7 after disbursal (in 2 days)' : 'वितरण के 7 दिन बाद (2 दिन बाद)')
      // Sent from the tool's own form, the loan changes and the days and the period are kept.
      await page.fill('#lt-months', '24')
      await send(page, mode, l.calculate, /months=24/)
      expect([new URL(page.url()).searchParams.get('days'), new URL(page.url()).searchParams.get('period')]).toEqual(['5', '7'])
      expect(await text(page, 'co-ends')).toBe(l.lang === 'en' ? 'day 7 after disbursal (in 2 days)' : 'वितरण के 7 दिन बाद (2 दिन बाद)')
      expect(await text(page, 'co-loan')).toContain(await text(page, 'lt-apr'))
      expect(problems).toEqual([])
      await close()
    },
  )

  test.each(languages)(
    'KFS ($lang): RBL Bank’s ₹47,000 loan left a day after disbursal costs ₹47,031; the statement keeps its figures and its print leaves the calculator out',
    async (l: Language) => {
      const { page, problems, close } = await openPage(browser, mode)
      // RBL Bank's published KFS: ₹47,000 at 21% for 24 months, ₹1,175 fee + GST; APR 24.15–24.16%.
      const loan = 'amount=47000&rate=21&months=24&feeKind=rupees&fee=1175&gst=1'
      await page.goto(`${site.url}${l.prefix}/loan-tools/true-cost/kfs?${loan}`)
      const apr = await page.getByTestId('kfs-apr').innerText()
      expect(['24.15%', '24.16%']).toContain(apr)
      expect(await text(page, 'co-loan')).toContain(apr)
      await page.fill('#co-days', '1')
      await page.fill('#co-period', '1')
      // The KFS page answers the form itself, with script or without (docs/decisions/212).
      await Promise.all([page.waitForURL(/days=1/), page.getByRole('button', { name: l.exit, exact: true }).click()])
      const address = new URL(page.url())
      expect(address.pathname).toBe(`${l.prefix}/loan-tools/true-cost/kfs`)
      expect(address.hash).toBe('#cooling-off')
      expect(address.searchParams.get('amount')).toBe('47000')
      // Python: ₹47,000 × 24.16% × 1 ÷ 365 = ₹31.11; at 24.15% ₹31.10: ₹31 either way.
      expect(await text(page, 'co-repay')).toBe('₹47,031')
      expect(await text(page, 'co-ends')).toBe(l.lang === 'en' ? 'day 1 after disbursal (today)' : 'वितरण के 1 दिन बाद (आज)')
      expect(await page.getByTestId('kfs-amount').innerText()).toBe('₹47,000')
      expect(await page.getByTestId('kfs-apr').innerText()).toBe(apr)
      await fitsAndPasses(page, mode, `kfs-cooling-off-${l.lang}`)
      await page.emulateMedia({ media: 'print' })
      expect(await page.locator('#cooling-off').isVisible()).toBe(false)
      expect(await page.getByTestId('kfs-apr').isVisible()).toBe(true)
      expect(problems).toEqual([])
      await close()
    },
  )
})
