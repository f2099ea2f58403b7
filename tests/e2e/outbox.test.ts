import type { Browser, Page } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, openPage, shot } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// The lost-reference form and the admin's Outbox, in a browser with JavaScript on and off, at phone
// and desktop widths (docs/decisions/140, 143). The site has no SMTP_URL: messages wait.

let site: TestSite
let browser: Browser
beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: { RATE_LIMIT_FORMS: '0' } }), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

async function apply(email: string, pan: string) {
  const res = await request(site.url).post('/api/v1/loan-application').set('Origin', site.url).send({
    loanAmount: '4,00,000',
    monthlyIncome: 70000,
    purpose: 'Property',
    fullName: 'Ritu Bansal',
    email,
    panCard: pan,
    mobileNumber: '9811122233',
    companyName: 'Yamuna Realty',
    pinCode: '110001',
    gender: 'FEMALE',
    dateOfBirth: '09/09/1991',
    state: 'Delhi',
    city: 'New Delhi',
    isChecked: true,
  })
  expect(res.status).toBe(201)
  return res.body.reference as string
}

describe.each(behaviourModes)('$name', (mode) => {
  // Each page meets axe at 1280 and 375 px as loaded; the story is the same at every width (docs/decisions/161).
  test('an applicant who lost the reference asks for it by e-mail and is told the same either way', async () => {
    const email = `ritu.${mode.width}.${mode.js ? 'js' : 'nojs'}@example.com`
    const reference = await apply(email, `RITUB${mode.width === 375 ? 3 : 1}${mode.js ? '75' : '28'}0F`)
    const { page, problems, close } = await openPage(browser, mode)
    try {
      await page.goto(`${site.url}/track`)
      await page.getByRole('link', { name: 'Forgot your reference?' }).click()
      await page.waitForURL(`${site.url}/track/forgot`)
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await page.getByLabel('Email').fill(email.toUpperCase())
      await page.getByLabel('Date of Birth').fill('09/09/1991')
      await page.getByRole('button', { name: 'E-mail my reference' }).click()
      await expect.poll(() => page.getByRole('status').textContent()).toContain('its reference is on its way to that inbox')
      expect(await page.content()).not.toContain(reference)
      expect(new URL(page.url()).search).toBe('')
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await shot(page, 'forgot', mode)
      const mail = await site.deps.db('outbox').where({ kind: 'lost_reference', recipient: email }).first()
      expect(JSON.parse(mail.payload)).toEqual({ references: [reference], language: 'en' })
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  test('the admin sees that e-mail is not set up, opens the Outbox and retries a message', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    try {
      await signIn(page)
      const waiting = Number((await site.deps.db('outbox').where({ status: 'waiting' }).count({ n: '*' }))[0]!.n)
      const line = page.getByRole('link', { name: `E-mail is not set up: ${waiting} messages waiting` })
      await shot(page, 'dashboard', mode, {})
      await line.click()
      await page.waitForURL(`${site.url}/admin-dashboard/outbox`)
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      await shot(page, 'outbox', mode)
      await page
        .getByRole('button', { name: /^Retry message \d+$/ })
        .first()
        .click()
      await expect.poll(() => page.locator('.flash').textContent()).toContain('The message will be sent at the next try.')
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForNavigation(), page.locator('main button[type="submit"]').click()])
  expect(new URL(page.url()).pathname).toBe('/admin-dashboard')
}
