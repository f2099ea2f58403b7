import type { Browser, Page } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, modes, onFormPost, openPage } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'
import { signIn } from './blog-helpers'
import { emptyApplyFormMessages } from '../setup/apply-messages'

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const desktopNoJs = modes.find((m) => !m.js && m.width === 1280)!
const desktopJs = modes.find((m) => m.js && m.width === 1280)!
const phoneJs = modes.find((m) => m.js && m.width === 375)!

const textFields = [
  'loanAmount',
  'monthlyIncome',
  'fullName',
  'email',
  'panCard',
  'mobileNumber',
  'companyName',
  'pinCode',
  'dateOfBirth',
] as const
const selectFields = ['purpose', 'gender', 'state', 'city'] as const
type Form = Record<(typeof textFields)[number] | (typeof selectFields)[number], string>

let seq = 0
function validForm(): Form {
  seq += 1
  return {
    loanAmount: '1,50,000',
    monthlyIncome: '42,000',
    purpose: 'Wedding',
    fullName: 'Kavya Menon',
    email: 'kavya@example.com',
    panCard: `KAVYA${String(2000 + seq)}M`,
    mobileNumber: '9123456780',
    companyName: 'Backwater Tours',
    pinCode: '682001',
    gender: 'FEMALE',
    dateOfBirth: '05/06/1994',
    state: 'Kerala',
    city: 'Kochi',
  }
}

async function fill(page: Page, form: Partial<Form>) {
  for (const name of textFields) if (form[name] !== undefined) await page.fill(`#f-${name}`, form[name]!)
  for (const name of selectFields) if (form[name] !== undefined) await page.selectOption(`#f-${name}`, form[name]!)
}

/** Every message shown under a field, by field name. */
async function shownMessages(page: Page): Promise<Record<string, string>> {
  return page.$$eval('.field-error', (els) =>
    Object.fromEntries(
      els.filter((e) => e.textContent!.trim() !== '').map((e) => [e.id.replace(/^f-/, '').replace(/-error$/, ''), e.textContent!.trim()]),
    ),
  )
}

/** The desk's detail page of an application: what the admin reads of it (docs/decisions/190: the mobile as 10 digits). */
async function deskPage(reference: string): Promise<string> {
  const { id } = await site.deps.db('loan_applications').select('id').where({ reference }).first()
  const { cookie } = await signIn(site)
  return (await request(site.url).get(`/admin-dashboard/applications/${id}`).set('Cookie', cookie)).text
}

async function referenceOnHome(page: Page): Promise<string> {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  const status = page.locator('[role="status"]', { hasText: 'Form submitted successfully!' })
  await status.waitFor()
  const text = await status.textContent()
  return /LP-\d{4}-[0-9A-Z]{6}/.exec(text ?? '')![0]
}

// What the page says is the same at every width; it meets axe at 1280 and 375 px as loaded (docs/decisions/161).
describe.each(behaviourModes)('$name', (mode) => {
  test('a visitor sees the application page with steps, tabs, help and pricing; axe finds nothing serious', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    const res = await page.goto(`${site.url}/apply-now`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toBe('Loan Application')
    expect(await page.locator('.apply-steps li').allTextContents()).toEqual([
      '1Loan Details (this page)',
      '2Personal Details (this page)',
      '3Review & Submit',
    ])
    expect(await page.locator('.apply-steps li.is-current').count()).toBe(2)
    const pricing = page.locator('#pricing')
    expect(await pricing.textContent()).toContain('Tenure Days12 to 96 months')
    expect(await pricing.textContent()).toContain('Maximum Loan Amount₹10,00,000')
    expect(await page.locator('.apply-help').textContent()).toContain('Monday to Saturday, 10 AM to 7 PM')
    expect(await page.locator('.apply-types').textContent()).toContain('10.35% to 24% p.a.')
    expect(await page.locator('#f-city').isDisabled()).toBe(mode.js)
    expect(await page.locator('#f-isChecked').isDisabled()).toBe(mode.js)
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })
})

describe('without JavaScript', () => {
  test('an empty form comes back 422 with all 14 required messages', async () => {
    const { page, close } = await openPage(browser, desktopNoJs)
    await page.goto(`${site.url}/apply-now`)
    const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.click('button[type="submit"]')])
    expect(res.status()).toBe(422)
    await page.waitForLoadState()
    expect(await shownMessages(page)).toEqual(emptyApplyFormMessages)
    await close()
  })

  test('invalid samples give their exact messages and every typed value stays', async () => {
    const { page, close } = await openPage(browser, desktopNoJs)
    await page.goto(`${site.url}/apply-now`)
    const typed = {
      ...validForm(),
      loanAmount: '14,999',
      monthlyIncome: '9000',
      fullName: 'Kavya 9',
      email: 'kavya@',
      panCard: 'ABCDE1234',
      // No Indian mobile starts with 5 (docs/decisions/190).
      mobileNumber: '5876543210',
      companyName: 'Tours_Co #1',
      pinCode: '68200',
      dateOfBirth: '29/02/2001',
      state: 'Maharashtra',
      city: 'Kochi',
    }
    await fill(page, typed)
    await page.check('#f-isChecked')
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 422),
      page.click('button[type="submit"]'),
    ])
    await page.waitForLoadState()
    expect(await shownMessages(page)).toEqual({
      loanAmount: 'Must be between ₹15,000 and ₹10,00,000',
      monthlyIncome: 'Minimum salary should be ₹15,000',
      fullName: 'Name should contain only letters',
      email: 'Enter a valid email',
      panCard: 'Enter a valid PAN Card (e.g., ABCDE1234F)',
      mobileNumber: 'Enter a valid 10-digit mobile number',
      companyName: 'Company Name must contain only letters and spaces',
      pinCode: 'Pin Code must be 6 digits',
      dateOfBirth: 'Enter a valid date (DD/MM/YYYY)',
      city: 'Choose a city in the selected state',
    })
    for (const name of textFields) expect(await page.inputValue(`#f-${name}`)).toBe(typed[name])
    for (const name of selectFields) expect(await page.inputValue(`#f-${name}`)).toBe(typed[name])
    expect(await page.isChecked('#f-isChecked')).toBe(true)
    expect(await page.getAttribute('#f-panCard', 'aria-invalid')).toBe('true')
    await close()
  })

  test("a valid application with the mobile '+91 98765 43210' arrives at / with the success message; the desk reads 9876543210", async () => {
    const { page, close } = await openPage(browser, desktopNoJs)
    await page.goto(`${site.url}/apply-now`)
    const form = { ...validForm(), mobileNumber: '+91 98765 43210' }
    await fill(page, form)
    expect(await page.inputValue('#f-mobileNumber')).toBe('+91 98765 43210')
    await page.check('#f-isChecked')
    await page.click('button[type="submit"]')
    const reference = await referenceOnHome(page)
    const row = await site.deps.db('loan_applications').where({ reference }).first()
    expect(row).toMatchObject({ full_name: 'Kavya Menon', loan_amount: 150000, city: 'Kochi', status: 'new', mobile_number: '9876543210' })
    expect(page.url()).not.toContain(form.panCard)
    expect(await deskPage(reference)).toContain('<dt>Mobile</dt><dd><a href="tel:+919876543210">9876543210</a>')
    await close()
  })

  test('the loan-type tabs are links: ?loan=Home%20Loan shows the home loan terms', async () => {
    const { page, close } = await openPage(browser, desktopNoJs)
    await page.goto(`${site.url}/apply-now`)
    await page.click('.apply-tabs a:has-text("Home Loan")')
    await page.waitForURL(/loan=Home%20Loan/)
    expect(await page.locator('.apply-tabs a[aria-current="true"]').textContent()).toBe('Home Loan')
    expect(await page.locator('.apply-panel:not([hidden])').textContent()).toContain('Up to 30 years')
    await page.goto(`${site.url}/apply-now?loan=Credit%20Cards`)
    expect(await page.locator('.apply-tabs a[aria-current="true"]').textContent()).toBe('Credit Card Loan')
    await close()
  })

  test('the EMI calculator link prefills the amount when it is within the limits', async () => {
    const { page, close } = await openPage(browser, desktopNoJs)
    await page.goto(`${site.url}/apply-now?amount=250000`)
    expect(await page.inputValue('#f-loanAmount')).toBe('2,50,000')
    await page.goto(`${site.url}/apply-now?amount=5000000`)
    expect(await page.inputValue('#f-loanAmount')).toBe('')
    await close()
  })
})

describe('with JavaScript', () => {
  // Each check runs as soon as the page has loaded, with no click or focus on the form first (docs/decisions/148).
  test('city waits for a state, a new state clears the city, the terms box waits for all 13 fields', async () => {
    const { page, problems, close } = await openPage(browser, phoneJs)
    await page.goto(`${site.url}/apply-now`)
    expect(await page.isDisabled('#f-city')).toBe(true)
    const { state: _s, city: _c, ...rest } = validForm()
    await fill(page, rest)
    expect(await page.isDisabled('#f-isChecked')).toBe(true)
    await page.selectOption('#f-state', 'Maharashtra')
    expect(await page.isEnabled('#f-city')).toBe(true)
    expect(await page.$$eval('#f-city option', (os) => os.map((o) => o.textContent).slice(1))).toEqual([
      'Mumbai',
      'Pune',
      'Nagpur',
      'Nashik',
      'Thane',
      'Aurangabad',
      'Solapur',
      'Amravati',
    ])
    expect(await page.isDisabled('#f-isChecked')).toBe(true)
    await page.selectOption('#f-city', 'Pune')
    expect(await page.isEnabled('#f-isChecked')).toBe(true)
    await page.selectOption('#f-state', 'West Bengal')
    expect(await page.inputValue('#f-city')).toBe('')
    expect(await page.isDisabled('#f-isChecked')).toBe(true)
    await page.selectOption('#f-city', 'Kolkata')
    await page.fill('#f-pinCode', '')
    expect(await page.isDisabled('#f-isChecked')).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  test("from the first moment the tabs are tabs, the city list is the state's alone, and a later touch changes none of it", async () => {
    const { page, problems, close } = await openPage(browser, phoneJs)
    await page.goto(`${site.url}/apply-now`)
    expect(await page.locator('[role="tab"]').count()).toBe(6)
    expect(await page.isDisabled('#f-city')).toBe(true)
    expect(await page.isDisabled('#f-isChecked')).toBe(true)
    await page.selectOption('#f-state', 'Maharashtra')
    await page.selectOption('#f-city', 'Pune')
    expect(await page.locator('#f-city option').count()).toBe(9)
    // A different state right after clears the city: Pune never stays with Karnataka.
    await page.selectOption('#f-state', 'Karnataka')
    expect(await page.inputValue('#f-city')).toBe('')
    await page.selectOption('#f-city', 'Mysuru')
    // Typing in another field (the first touch fetches the schema for the submit check) changes none of it.
    await page.fill('#f-fullName', 'Kavya Menon')
    expect(await page.inputValue('#f-state')).toBe('Karnataka')
    expect(await page.inputValue('#f-city')).toBe('Mysuru')
    expect(await page.locator('#f-city option').count()).toBe(10)
    expect(await page.locator('[role="tab"]').count()).toBe(6)
    expect(problems).toEqual([])
    await close()
  })

  test('the tab from the home-loan service page is Home Loan, and arrow keys move between tabs', async () => {
    const { page, problems, close } = await openPage(browser, desktopJs)
    await page.goto(`${site.url}/services/home-loan`)
    await page.locator('a[href^="/apply-now?loan="]').first().click()
    await page.waitForURL(/\/apply-now\?loan=Home%20Loan/)
    const selected = page.locator('[role="tab"][aria-selected="true"]')
    expect(await selected.textContent()).toBe('Home Loan')
    expect(await page.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('Up to 30 years')
    await selected.focus()
    await page.keyboard.press('ArrowRight')
    expect(await selected.textContent()).toBe('Car Loan')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Car Loan')
    // The tab chosen is the loan type the form sends (docs/decisions/145).
    expect(await page.inputValue('input[name="loanType"]')).toBe('car')
    await page.keyboard.press('End')
    expect(await selected.textContent()).toBe('Credit Card Loan')
    expect(problems).toEqual([])
    await close()
  })

  test("the browser's messages are the server's messages", async () => {
    const { page, problems, close } = await openPage(browser, desktopJs)
    await page.goto(`${site.url}/apply-now`)
    const sample = {
      ...validForm(),
      loanAmount: '10,00,001',
      panCard: 'abcde 12345',
      dateOfBirth: '01/01/2015',
      email: 'not-an-email',
      // Ten digits, but starting 0: the browser's check refuses it as the server does (docs/decisions/190).
      mobileNumber: '0987654321',
    }
    await fill(page, sample)
    await page.check('#f-isChecked')
    let posted = false
    page.on('request', (r) => void (r.method() === 'POST' && (posted = true)))
    await page.click('button[type="submit"]')
    const client = await shownMessages(page)
    expect(posted).toBe(false)
    const server = await fetch(`${site.url}/api/v1/loan-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ ...sample, isChecked: true }),
    })
    expect(server.status).toBe(400)
    expect(client).toEqual(((await server.json()) as { errors: Record<string, string> }).errors)
    expect(client.dateOfBirth).toBe('You must be at least 18 years old')
    expect(client.mobileNumber).toBe('Enter a valid 10-digit mobile number')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-loanAmount')
    expect(problems).toEqual([])
    await close()
  })

  test("a valid application with the mobile '09876543210' is sent and the visitor arrives at / with the reference; the desk reads 9876543210", async () => {
    const { page, problems, close } = await openPage(browser, desktopJs)
    await page.goto(`${site.url}/apply-now`)
    await fill(page, { ...validForm(), mobileNumber: '09876543210' })
    expect(await page.inputValue('#f-mobileNumber')).toBe('09876543210')
    await page.check('#f-isChecked')
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/apply-now'),
      page.click('button[type="submit"]'),
    ])
    expect(res.status()).toBe(201)
    const reference = await referenceOnHome(page)
    expect(await site.deps.db('loan_applications').where({ reference }).first()).toMatchObject({ mobile_number: '9876543210' })
    expect(await deskPage(reference)).toContain('<dt>Mobile</dt><dd><a href="tel:+919876543210">9876543210</a>')
    expect(problems).toEqual([])
    await close()
  })

  test('a failed network call or a 5xx shows "Something went wrong. Please try again later."', async () => {
    const { page, close } = await openPage(browser, desktopJs)
    await page.goto(`${site.url}/apply-now`)
    await fill(page, validForm())
    await page.check('#f-isChecked')
    let calls = 0
    await onFormPost(page, '/apply-now', (route) =>
      ++calls === 1 ? route.abort('internetdisconnected') : route.fulfill({ status: 503, body: 'down' }),
    )
    const alert = page.locator('.apply-status[role="alert"]')
    await page.click('button[type="submit"]')
    await expect.poll(() => alert.textContent()).toBe('Something went wrong. Please try again later.')
    await page.click('button[type="submit"]')
    await expect.poll(() => calls).toBe(2)
    await expect.poll(() => alert.textContent()).toBe('Something went wrong. Please try again later.')
    expect(new URL(page.url()).pathname).toBe('/apply-now')
    await close()
  })
})

describe('the database fails while an application is saved', () => {
  let broken: TestSite
  beforeAll(async () => {
    broken = await startSite()
    // A real failure inside the database: every insert into the table is refused.
    await broken.deps.db.raw(
      `CREATE TRIGGER refuse_applications BEFORE INSERT ON loan_applications BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
    )
  })
  afterAll(() => broken?.close())

  test.each([desktopNoJs, desktopJs])(
    '$name: the visitor sees the failure message and every typed value is still in the form',
    async (mode) => {
      const { page, close } = await openPage(browser, mode)
      try {
        await page.goto(`${broken.url}/apply-now`)
        const form = validForm()
        await fill(page, form)
        await page.check('#f-isChecked')
        await page.click('button[type="submit"]')
        await page.getByText('Something went wrong. Please try again later.').first().waitFor()
        expect(new URL(page.url()).pathname).toBe('/apply-now')
        for (const name of [...textFields, ...selectFields]) expect([name, await page.inputValue(`#f-${name}`)]).toEqual([name, form[name]])
        expect(await broken.deps.db('loan_applications').count({ n: '*' }).first()).toMatchObject({ n: 0 })
        for (const line of broken.logs) expect(line).not.toMatch(/Kavya|kavya@example|9123456780|KAVYA/)
      } finally {
        await close()
      }
    },
  )
})
