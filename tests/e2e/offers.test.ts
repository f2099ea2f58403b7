import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, openPage, scriptRequests, shot, workerBrowser, type Mode } from '../setup/browser'
import request from 'supertest'
import { startSite, type TestSite } from '../setup/site'
import { signIn } from './blog-helpers'
import { offersApplication } from '../setup/offer-fixtures'

// Issue 43 (docs/decisions/220, 206), in a real browser with JavaScript off and on, in English and
// Hindi: apply, see every matching offer, change the tenure, open an offer's KFS, choose one; and an
// application that matches nothing. Each story is its own client, so the forms' limits count apart.

let site: TestSite
let browser: Browser
let client = 0

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: { TRUST_PROXY: '1' } }), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const words = {
  en: {
    heading: 'Your matching offers',
    see: 'See your matching offers',
    choose: 'Choose this offer',
    chose: 'You chose Trivan Bank',
    sixty: '60 months',
    kfsLender: 'Trivan Bank (Trivan Bank Limited), RBI registration BANK-000001',
    none: 'No matching offer today',
    kaveri: 'does not lend in Maharashtra',
  },
  hi: {
    heading: 'आपके आवेदन से मेल खाते ऑफ़र',
    see: 'अपने आवेदन से मेल खाते ऑफ़र देखें',
    choose: 'यह ऑफ़र चुनें',
    chose: 'आपने Trivan Bank का ऑफ़र चुना है',
    sixty: '60 महीने',
    kfsLender: 'Trivan Bank (Trivan Bank Limited), RBI पंजीकरण संख्या BANK-000001',
    none: 'आज आपके आवेदन से मेल खाता कोई ऑफ़र नहीं है',
    kaveri: 'महाराष्ट्र में लोन नहीं देता',
  },
} as const
type Lang = keyof typeof words
const prefix = (lang: Lang) => (lang === 'hi' ? '/hi' : '')

let seq = 0
/** Fills and sends the apply form as a visitor does, and waits for the home page's acknowledgement. */
async function apply(page: Page, lang: Lang, dateOfBirth = '15/06/1994') {
  seq += 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${200 + ++client}` })
  await page.goto(`${site.url}${prefix(lang)}/apply-now`)
  const { purpose, gender, state, city, isChecked: _ticked, ...text } = offersApplication(seq, { dateOfBirth })
  for (const [name, value] of Object.entries(text)) await page.fill(`#f-${name}`, value)
  for (const [name, value] of Object.entries({ purpose, gender, state, city })) await page.selectOption(`#f-${name}`, value!)
  await page.check('#f-isChecked')
  await Promise.all([page.waitForURL(`${site.url}${prefix(lang) || '/'}`), page.click('button[type="submit"]')])
}

/** Follows a link or a form's button to the next page. */
async function follow(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForNavigation(), click()])
}

const offerNames = (page: Page) => page.locator('[data-testid="offer"] h2').allInnerTexts()

describe.each(behaviourModes)('$name', (mode: Mode) => {
  describe.each(['en', 'hi'] as const)('%s', (lang) => {
    const w = words[lang]

    test('apply, see every matching offer, change the tenure, open an offer’s KFS, choose it', async () => {
      const { page, close } = await openPage(browser, mode)
      await apply(page, lang)
      await follow(page, () => page.getByRole('link', { name: w.see }).click())
      expect(new URL(page.url()).pathname).toBe(`${prefix(lang)}/offers`)
      const scripts = scriptRequests(page)
      await page.reload()
      expect(await page.locator('h1').innerText()).toBe(w.heading)
      expect((await offerNames(page)).map((n) => n.split('\n')[0]!.replace(/\s*(Sample|नमूना)$/, ''))).toEqual([
        'Trivan Bank',
        'Sahyog Finance',
      ])
      expect(await page.locator('.offers-unmatched').innerText()).toContain(w.kaveri)
      // The page ships no script, with JavaScript on or off, and axe finds nothing serious at either width.
      expect(scripts).toEqual([])
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await shot(page, `offers-${lang}`, mode)

      await page.fill('#tenure', '60')
      await follow(page, () => page.locator('.offers-tenure button[type="submit"]').click())
      expect(new URL(page.url()).search).toBe('?tenure=60')
      expect(await page.locator('[data-testid="offer"]').first().locator('dd').nth(1).innerText()).toBe(w.sixty)

      await follow(page, () => page.locator('[data-testid="offer"]').first().locator('.offer-kfs a').click())
      expect(new URL(page.url()).pathname).toBe(`${prefix(lang)}/offers/kfs`)
      expect(await page.locator('[data-testid="kfs-lender"]').innerText()).toContain(w.kfsLender)
      expect(await page.locator('[data-testid="kfs-instalments"]').innerText()).toContain('60')
      await page.goBack()

      const first = page.locator('[data-testid="offer"]').first()
      await first.locator('input[name="consent"]').check()
      await follow(page, () => first.getByRole('button', { name: new RegExp(w.choose) }).click())
      expect(await page.locator('.offers-chosen h2').innerText()).toBe(w.chose)
      // The desk sees the choice on the application.
      const { id } = await site.deps
        .db('loan_applications')
        .where({ email: offersApplication(seq).email })
        .first()
      const { cookie } = await signIn(site)
      const desk = await request(site.url).get(`/admin-dashboard/applications/${id}`).set('Cookie', cookie)
      expect(desk.text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(
        'Chosen offer Trivan Bank: ₹5,00,000 over 60 months at 10.75% fixed',
      )
      await close()
    })

    test('an application no lender can take: the page says so and names every lender with its reason', async () => {
      const { page, close } = await openPage(browser, mode)
      await apply(page, lang, '01/01/1964')
      await follow(page, () => page.getByRole('link', { name: w.see }).click())
      expect(await page.locator('.offers-none h2').innerText()).toBe(w.none)
      expect(await page.locator('.offers-unmatched li').count()).toBe(6)
      expect(await page.locator('[data-testid="offer"]').count()).toBe(0)
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await shot(page, `offers-none-${lang}`, mode)
      await close()
    })
  })
})

describe('the published rule', () => {
  test.each(behaviourModes)('/how-we-match and /hi/how-we-match read as plain words and meet axe ($name)', async (mode) => {
    const { page, close } = await openPage(browser, mode)
    for (const [path, heading] of [
      ['/how-we-match', 'How we match and order offers'],
      ['/hi/how-we-match', 'हम ऑफ़र का मिलान कैसे करते हैं और उन्हें किस क्रम में दिखाते हैं'],
    ]) {
      await page.goto(`${site.url}${path}`)
      expect(await page.locator('h1').innerText()).toBe(heading)
      expect(await page.locator('main h2').count()).toBe(6)
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    }
    await close()
  })
})
