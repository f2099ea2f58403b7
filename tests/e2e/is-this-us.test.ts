import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { catalogues } from '#src/shared/i18n'
import { a11yAtLayoutWidths, overflowAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, layoutModes, leaveBrowser, openPage, scriptRequests, shot, workerBrowser } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

// "Is this really us?" (issue 45, docs/decisions/205): a borrower who got a call, an e-mail or a link
// "from Loan Partner" checks it, with JavaScript on and off, in English and Hindi, on a phone and a
// desktop: the check is made at 1280 px and its answer laid out at both widths, by resizing the page
// as loaded (docs/decisions/161). The page ships no script: the check is a GET form the server answers.

let site: TestSite
let browser: Browser

/** A company that configured every channel the page lists. */
const configured = {
  CONTACT_PHONE: '+91 98100 22334',
  CONTACT_EMAIL: 'care@loanpartner.in',
  OFFICIAL_WEBSITES: 'www.loanpartner.in',
  CHAT_URL: 'https://wa.me/919810022335',
  MAIL_FROM: 'Loan Partner <no-reply@loanpartner.in>',
  GRIEVANCE_OFFICER_NAME: 'Meenakshi Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@loanpartner.in',
  GRIEVANCE_OFFICER_PHONE: '+91 120 400 5000',
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: configured }), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

/** Types into the check and presses its button, as a visitor does; the answer is a new page either way. */
async function checkValue(page: Page, words: (typeof catalogues)['en']['isThisUs'], value: string) {
  await page.getByLabel(words.form.label).fill(value)
  await Promise.all([page.waitForURL(/[?&]value=/), page.getByRole('button', { name: words.form.submit, exact: true }).click()])
  expect(page.url()).toContain('#check')
  return page.locator('.itu-answer')
}

describe.each(behaviourModes)('$name', (mode) => {
  test.for(['en', 'hi'] as const)(
    '%s: a borrower checks the number that called and finds it is ours; a look-alike website is not, and the page says what to do',
    async (locale) => {
      const t = catalogues[locale].isThisUs
      const prefix = locale === 'hi' ? '/hi' : ''
      const { page, problems, close } = await openPage(browser, mode)
      const scripts = scriptRequests(page)
      const res = await page.goto(`${site.url}${prefix}/is-this-us`)
      expect(res?.status()).toBe(200)
      expect(await page.locator('main h1').innerText()).toBe(t.title)

      // Every configured channel, each kind under its own heading.
      const official = page.getByTestId('official')
      const listed = async (label: string) => official.locator(`dt:text-is("${label}") ~ dd`).allInnerTexts()
      expect(await listed(t.official.websites)).toEqual([new URL(site.url).host, 'loanpartner.in'])
      expect(await listed(t.official.phones)).toEqual(['+91 98100 22334', '+91 120 400 5000'])
      expect(await listed(t.official.emails)).toEqual(['care@loanpartner.in', 'grievance@loanpartner.in', 'no-reply@loanpartner.in'])
      expect(await listed(t.official.whatsapp)).toEqual(['+91 98100 22335'])

      // What the company never does: the three items, word for word in English.
      const never = await page.locator('.itu-never li').allInnerTexts()
      expect(never).toEqual(t.never.items)
      if (locale === 'en')
        expect(never).toEqual([
          'ask for a fee before the loan is paid out;',
          'ask for an OTP, a PIN or a password;',
          'ask for money to be sent to a personal account or a UPI ID.',
        ])

      // The number on the phone, written as the phone shows it: ours.
      let answer = await checkValue(page, t, '098100-22334')
      expect(await answer.getAttribute('data-outcome')).toBe('ours')
      expect(await answer.locator('h3').innerText()).toBe(t.result.oursHeading)
      expect(await answer.innerText()).toContain(t.result.ours.phone.replace('{official}', '+91 98100 22334'))
      // The typed value stays in the box, to correct or check again.
      expect(await page.getByLabel(t.form.label).inputValue()).toBe('098100-22334')

      // A website with the company's name in it: not ours, a look-alike, and what to do now.
      answer = await checkValue(page, t, 'https://www.LoanPartner-offers.in/')
      expect(await answer.getAttribute('data-outcome')).toBe('not-ours')
      expect(await answer.locator('h3').innerText()).toBe(t.result.notOursHeading)
      const said = await answer.innerText()
      expect(said).toContain(t.result.notOurs.web)
      expect(said).toContain(t.result.lookalike)
      const links = await answer.locator('.itu-steps a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(links).toEqual(['tel:1930', 'https://cybercrime.gov.in', 'https://www.rbi.org.in/', 'https://sachet.rbi.org.in'])
      expect(await answer.locator('.itu-steps li').allInnerTexts()).toEqual([
        expect.stringContaining('1930'),
        expect.stringContaining('cybercrime.gov.in'),
        expect.stringContaining('DLAs deployed by Regulated Entities'),
        expect.stringContaining('sachet.rbi.org.in'),
      ])
      // Reached from the footer, in the page's language.
      expect(await page.locator(`footer a[href="${prefix}/is-this-us"]`).innerText()).toBe(t.footerLink)

      // Laid out for a phone and a desktop: no sideways scroll, nothing axe calls serious, at either width.
      expect(await overflowAtLayoutWidths(page)).toEqual([])
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      for (const width of layoutModes.filter((m) => m.js === mode.js && process.env.SHOT_DIR)) {
        await page.setViewportSize({ width: width.width, height: width.height })
        await shot(page, `is-this-us-${locale}`, width)
      }
      // HTML only: the browser runs no script for it, with JavaScript on or off.
      expect(scripts).toEqual([])
      expect(problems).toEqual([])
      await close()
    },
  )
})
