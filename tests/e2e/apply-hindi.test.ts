import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hi } from '#src/shared/i18n/hi'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, openPage } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'
import { emptyApplyFormMessages } from '../setup/apply-messages'

// Issue 26 §5: the apply form at /hi/apply-now works in Hindi with JavaScript off and on, on a phone
// and a desktop: an empty submit shows every message in Hindi under its field, and a valid Hindi
// application ends on a Hindi acknowledgement (docs/decisions/176). What the form says and stores is the
// same at any width, so the stories run at one; the Hindi form's error state, with its longer words,
// meets axe at both (docs/testing.md).

let site: TestSite
let browser: Browser
beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const t = hi.apply
const messages = hi.formErrors

/** The Hindi message expected under each field of an empty form: the same keys as the English ones. */
const emptyHindi: Record<string, string> = {
  loanAmount: messages.loanAmountRequired,
  monthlyIncome: messages.incomeRequired,
  purpose: messages.purposeRequired,
  fullName: messages.fullNameRequired,
  email: messages.emailRequired,
  panCard: messages.panRequired,
  mobileNumber: messages.mobileRequired,
  companyName: messages.companyRequired,
  pinCode: messages.pinRequired,
  gender: messages.genderRequired,
  dateOfBirth: messages.dobRequired,
  state: messages.stateRequired,
  city: messages.cityRequired,
  isChecked: messages.termsRequired,
}

/** Every message shown under a field, by field name. */
function shownMessages(page: Page): Promise<Record<string, string>> {
  return page.$$eval('.field-error', (els) =>
    Object.fromEntries(
      els.filter((e) => e.textContent!.trim() !== '').map((e) => [e.id.replace(/^f-/, '').replace(/-error$/, ''), e.textContent!.trim()]),
    ),
  )
}

/** The share of the letters a reader sees in <main> that are Devanagari. */
async function devanagariShare(page: Page): Promise<number> {
  const text = await page.locator('main').innerText()
  const letters = text.match(/\p{L}/gu) ?? []
  return letters.filter((l) => /\p{Script=Devanagari}/u.test(l)).length / letters.length
}

let seq = 0

describe.each(behaviourModes)('$name', (mode) => {
  test('an empty Hindi form shows every message in Hindi under its field, and the page is in Hindi', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/hi/apply-now`)
    expect(await page.locator('h1').textContent()).toBe(t.heading)
    expect(await page.locator('label[for="f-loanAmount"]').textContent()).toBe(t.labels.loanAmount)
    expect(await page.locator('#pricing h2').textContent()).toBe(t.rates.heading)
    expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.6)
    // Without JavaScript the server answers 422; with it, the same schema answers in the page first.
    const posted: number[] = []
    page.on('response', (r) => {
      if (r.request().method() === 'POST') posted.push(r.status())
    })
    await page.click('button[type="submit"]')
    if (!mode.js) await page.waitForURL(`${site.url}/hi/apply-now`)
    await expect.poll(() => shownMessages(page)).toEqual(emptyHindi)
    expect(Object.keys(emptyHindi).sort()).toEqual(Object.keys(emptyApplyFormMessages).sort())
    expect(posted).toEqual(mode.js ? [] : [422])
    expect(await page.locator('.apply-status').textContent()).toBe(hi.applyLive.invalid)
    expect(await page.locator('html').getAttribute('lang')).toBe('hi')
    expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.6)
    // The form's error state meets axe at both widths (the page as loaded is layout.test.ts's).
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    // The browser logs the 422 it was answered, which is the answer expected here.
    expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([])
    await close()
  })

  test('a valid Hindi application ends on the Hindi home page with a Hindi acknowledgement', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/hi/apply-now?loan=${encodeURIComponent('Home Loan')}`)
    seq += 1
    await page.fill('#f-loanAmount', '2,50,000')
    await page.fill('#f-monthlyIncome', '48,000')
    await page.selectOption('#f-purpose', 'Property')
    // The options show Hindi names and send the schema's English values.
    expect(await page.locator('#f-purpose option[value="Property"]').textContent()).toBe(t.names.Property)
    await page.fill('#f-fullName', 'अनीता शर्मा')
    await page.fill('#f-email', 'anita@example.com')
    await page.fill('#f-panCard', `ANITA${String(3000 + seq)}K`)
    await page.fill('#f-mobileNumber', '9876501234')
    await page.fill('#f-companyName', 'Ganga Traders')
    await page.fill('#f-pinCode', '302001')
    await page.selectOption('#f-gender', 'FEMALE')
    await page.fill('#f-dateOfBirth', '14/04/1990')
    await page.selectOption('#f-state', 'Rajasthan')
    await page.selectOption('#f-city', 'Jaipur')
    expect(await page.locator('#f-city option[value="Jaipur"]').textContent()).toBe('जयपुर')
    await page.check('#f-isChecked')
    await page.click('button[type="submit"]')
    await page.waitForURL(`${site.url}/hi`)
    const status = page.locator('[role="status"]', { hasText: hi.applyLive.success })
    await status.waitFor()
    const text = await status.innerText()
    const reference = /LP-\d{4}-[0-9A-Z]{6}/.exec(text)![0]
    expect(text).toContain(`आपकी संदर्भ संख्या ${reference} है।`)
    expect(text).toContain(t.ack.documents)
    expect(text).toContain(hi.services.loanTypes.home.name)
    expect(text).toContain(t.names['within 7 working days'])
    expect(text).toMatch(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}/)
    expect(await status.locator('a', { hasText: t.ack.trackLink }).getAttribute('href')).toBe('/hi/track')
    const row = await site.deps.db('loan_applications').where({ reference }).first()
    expect(row).toMatchObject({ language: 'hi', loan_type: 'home', city: 'Jaipur', full_name: 'अनीता शर्मा' })
    expect(problems).toEqual([])
    await close()
  })
})
