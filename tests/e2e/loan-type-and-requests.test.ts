import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openRequest } from '#src/server/lead-requests.server'
import { formatDateTime } from '#src/shared/format/date'
import { requestDueAt } from '#src/shared/request-queue'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, modes, openPage, seriousA11yViolations, type Mode } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// Issue 21: the loan type applied under reaches the lead desk, the applicants' requests have a queue,
// and an amount the form cannot take is named with a consultation that can (docs/decisions/145 to 148).

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: { TRUST_PROXY: '1' } }), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const DESK = '/admin-dashboard'
let client = 0
/** A client address of its own for each visitor, so no story meets another's rate limit. */
const nextClient = () => `198.51.100.${++client}`

async function open(mode: Mode) {
  const t = await openPage(browser, mode)
  await t.page.setExtraHTTPHeaders({ 'X-Forwarded-For': nextClient() })
  return t
}

async function submitAndWait(page: Page, button: ReturnType<Page['locator']>) {
  await Promise.all([page.waitForNavigation(), button.click()])
}

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await submitAndWait(page, page.locator('main button[type="submit"]'))
  expect(new URL(page.url()).pathname).toBe(DESK)
}

/** One applicant per mode, so the stories do not find each other's people. */
const applicants: Record<string, { name: string; pan: string; mobile: string }> = {
  'desktop, JS on': { name: 'Rahul Khanna', pan: 'RAHKH1234C', mobile: '9700011122' },
  'phone, JS off': { name: 'Sneha Pillai', pan: 'SNEPI5678D', mobile: '9700033344' },
}

describe.each(modes.filter((m) => applicants[m.name]))('$name', (mode) => {
  test('a visitor applies from the car-loan page and the admin sees "Car Loan" on the list, the detail page and in the CSV', async () => {
    const p = applicants[mode.name]!
    const { page, problems, close } = await open(mode)
    await page.goto(`${site.url}/services/car-loan`)
    await submitAndWait(page, page.locator('a[href^="/apply-now?loan="]').first())
    expect(page.url()).toContain('/apply-now?loan=Car%20Loan')
    const text = {
      loanAmount: '4,00,000',
      monthlyIncome: '60,000',
      fullName: p.name,
      email: 'car.buyer@example.in',
      panCard: p.pan,
      mobileNumber: p.mobile,
      companyName: 'Nilgiri Motors',
      pinCode: '641001',
      dateOfBirth: '03/09/1988',
    }
    for (const [k, v] of Object.entries(text)) await page.fill(`#f-${k}`, v)
    for (const [k, v] of Object.entries({ purpose: 'Other', gender: 'MALE', state: 'Tamil Nadu' })) await page.selectOption(`#f-${k}`, v)
    await page.selectOption('#f-city', 'Coimbatore')
    await page.check('#f-isChecked')
    await page.click('button[type="submit"]')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    const status = page.locator('[role="status"]', { hasText: 'Form submitted successfully!' })
    await status.waitFor()
    const reference = /LP-\d{4}-[0-9A-Z]{6}/.exec((await status.textContent()) ?? '')![0]

    await signIn(page)
    // The list, filtered by the new Loan type filter: the column says Car Loan.
    await page.goto(`${site.url}${DESK}/applications`)
    await page.selectOption('#f-loanType', 'car')
    await page.fill('#f-q', reference)
    await submitAndWait(page, page.getByRole('button', { name: 'Apply filters' }))
    const headings = await page.locator('.admin-table thead th').allInnerTexts()
    const cells = await page.locator('.admin-table tbody tr').first().locator('td').allInnerTexts()
    expect(await page.locator('.admin-table tbody tr').count()).toBe(1)
    expect(cells[headings.indexOf('Loan type')]).toMatch(/Car Loan$/)
    expect(cells.join(' ')).toContain('Other')
    expect(await seriousA11yViolations(page, mode.js)).toEqual([])

    // The CSV of that list has a Loan type column.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export CSV/ }).click()])
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    const header = lines[0]!.split(',')
    expect(lines[1]!.split(',')[header.indexOf('Loan type')]).toBe('Car Loan')

    // The detail page's Loan card.
    await submitAndWait(page, page.locator('.admin-table a', { hasText: reference }))
    expect(await page.locator('section[aria-labelledby="loan-heading"]').innerText()).toMatch(/Loan type\s+Car Loan/)
    expect(problems).toEqual([])
    await close()
  })
})

/** An application through the JSON API, from an address of its own. */
const applyByApi = (overrides: Record<string, unknown>) =>
  request(site.url)
    .post('/api/v1/loan-application')
    .set('Origin', site.url)
    .set('X-Forwarded-For', nextClient())
    .send({
      loanAmount: '2,00,000',
      monthlyIncome: '52,000',
      purpose: 'Medical Emergency',
      fullName: 'Meera Iyer',
      email: 'meera@example.com',
      mobileNumber: '9988776655',
      companyName: 'Lotus Pharma',
      pinCode: '600001',
      gender: 'FEMALE',
      dateOfBirth: '12/03/1992',
      state: 'Tamil Nadu',
      city: 'Chennai',
      isChecked: true,
      ...overrides,
    })

describe('the requests queue', () => {
  test('a withdrawal made on /track is listed with a due date 7 days later, counted on the dashboard, and done from the queue with an audit entry', async () => {
    const res = await applyByApi({ panCard: 'QUEUE1234Q', consentMarketing: true })
    expect(res.status).toBe(201)
    const reference: string = res.body.reference

    // The applicant withdraws marketing consent on the tracker, without JavaScript.
    const applicant = await open(modes.find((m) => !m.js && m.width === 375)!)
    await applicant.page.goto(`${site.url}/track`)
    await applicant.page.fill('#f-reference', reference)
    await applicant.page.fill('#f-dateOfBirth', '12/03/1992')
    await submitAndWait(applicant.page, applicant.page.getByRole('button', { name: 'Track application' }))
    await submitAndWait(applicant.page, applicant.page.getByRole('button', { name: /Withdraw consent: Marketing/ }))
    expect(await applicant.page.locator('[role="status"]').innerText()).toBe('Withdrawn: we will no longer send you marketing.')
    await applicant.close()
    const withdrawal = await site.deps.db('lead_requests').where({ kind: 'withdraw_marketing' }).first()
    // And an older request of another application, past its 7 days.
    const other = await applyByApi({ panCard: 'QUEUE5678Q', mobileNumber: '9988776600' })
    const otherRow = await site.deps.db('loan_applications').where({ reference: other.body.reference }).first()
    await openRequest(site.deps.db, Number(otherRow.id), 'data_export', new Date(Date.now() - 9 * 86_400_000))

    const { page, problems, close } = await open(modes.find((m) => !m.js && m.width === 1280)!)
    await signIn(page)
    const tile = page.locator('[data-tile="requests"]')
    expect(await tile.locator('.admin-stat-count').innerText()).toBe('2')
    expect(await tile.innerText()).toContain('1 overdue')

    await submitAndWait(page, page.getByRole('link', { name: 'Requests', exact: true }))
    expect(new URL(page.url()).pathname).toBe(`${DESK}/requests`)
    const rows = page.locator('.request-queue tbody tr')
    expect(await rows.count()).toBe(2)
    // Oldest first: the overdue export, then the withdrawal, due 7 days after it came (IST, as every list).
    expect(await rows.nth(0).innerText()).toMatch(/A copy of my data[\s\S]*Overdue/)
    const mine = await rows.nth(1).innerText()
    expect(mine).toContain('Stop marketing')
    expect(mine).toContain(reference)
    expect(mine).toContain(formatDateTime(withdrawal.created_at))
    expect(mine).toContain(formatDateTime(requestDueAt(withdrawal.created_at)))
    expect(Date.parse(requestDueAt(withdrawal.created_at)) - Date.parse(withdrawal.created_at)).toBe(7 * 86_400_000)
    expect(mine).not.toContain('Overdue')
    expect(await seriousA11yViolations(page, false)).toEqual([])

    // The filters: overdue only, then one kind.
    await page.selectOption('#f-show', 'overdue')
    await submitAndWait(page, page.getByRole('button', { name: 'Show' }))
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('A copy of my data')])
    await page.goto(`${site.url}${DESK}/requests`)
    await page.selectOption('#f-kind', 'withdraw_marketing')
    await submitAndWait(page, page.getByRole('button', { name: 'Show' }))
    expect(await rows.count()).toBe(1)

    // Done from the queue: back on the queue, the request gone, the audit entry as from the application page.
    await submitAndWait(page, page.getByRole('button', { name: `Mark done: Stop marketing, ${reference}` }))
    expect(new URL(page.url()).pathname).toBe(`${DESK}/requests`)
    await page.locator('[role="status"]', { hasText: 'Request marked done.' }).waitFor()
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('A copy of my data')])
    await page.goto(`${site.url}${DESK}/audit?action=lead.request_done`)
    expect(await page.locator('.admin-table tbody').innerText()).toContain(`application ${reference}`)
    expect(problems).toEqual([])
    await close()
  })

  // Axe at 1280 and 375 px on the page as loaded (docs/decisions/161).
  test.each(behaviourModes)('the requests page in the admin layout, $name: no axe finding', async (mode) => {
    const { page, problems, close } = await open(mode)
    await signIn(page)
    await page.goto(`${site.url}${DESK}/requests`)
    expect(await page.locator('h1').innerText()).toBe('Requests')
    expect(await page.locator('#admin-menu a[aria-current="page"]').textContent()).toBe('Requests')
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })
})

// What the page says is the same at every width; it meets axe at 1280 and 375 px as loaded (docs/decisions/161).
describe.each(behaviourModes)('an amount the form cannot take, $name', (mode) => {
  test('Apply Now from a loan tool with ₹25,00,000 says why the box is empty and links a consultation that carries the loan type and the amount', async () => {
    const { page, problems, close } = await open(mode)
    await page.goto(`${site.url}/loan-tools/true-cost?amount=2500000&loan=home`)
    await submitAndWait(page, page.getByTestId('lt-apply'))
    expect(new URL(page.url()).pathname).toBe('/apply-now')
    expect(await page.inputValue('#f-loanAmount')).toBe('')
    const note = page.locator('.apply-amount-note')
    expect(await note.innerText()).toContain(
      'You asked about ₹25,00,000. The online form takes ₹15,000 to ₹10,00,000; larger loans are arranged through a free consultation.',
    )
    const link = note.getByRole('link', { name: 'Book a free consultation for ₹25,00,000' })
    expect(await link.getAttribute('href')).toBe('/contact-us?loan=Home+Loan&amount=2500000#contact-form')
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])

    await submitAndWait(page, link)
    expect(await page.inputValue('#f-LoanType')).toBe('Home Loan')
    expect(await page.inputValue('#f-Message')).toBe('I would like a free consultation about a Home Loan of ₹25,00,000.')
    expect(problems).toEqual([])
    await close()
  })

  test('a small amount is named too, with the range the form takes', async () => {
    const { page, close } = await open(mode)
    await page.goto(`${site.url}/apply-now?amount=5000`)
    expect(await page.inputValue('#f-loanAmount')).toBe('')
    expect(await page.locator('.apply-amount-note').innerText()).toContain(
      'You asked about ₹5,000. The online form takes ₹15,000 to ₹10,00,000.',
    )
    await page.goto(`${site.url}/apply-now?amount=250000`)
    expect(await page.locator('.apply-amount-note').count()).toBe(0)
    await close()
  })
})
