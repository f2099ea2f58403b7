import type { Browser, Page } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, modes, openPage, seriousA11yViolations, shot, type Mode } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// After submit (issue 13, docs/decisions/100): the acknowledgement, the tracker, and consent per purpose.
// The site trusts one proxy hop, so each story is its own client (X-Forwarded-For) and the tracker's
// limit of 10 per 15 minutes counts each story apart.

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: { TRUST_PROXY: '1' } }), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const noJs = modes.find((m) => !m.js && m.width === 1280)!
const phoneNoJs = modes.find((m) => !m.js && m.width === 375)!
const withJs = modes.find((m) => m.js && m.width === 1280)!
const DESK = '/admin-dashboard/applications'
const DOB = '12/03/1992'

let client = 0
/** A client address of its own for each story. */
const nextClient = () => `198.51.100.${++client}`

let seq = 0
function application(overrides: Record<string, unknown> = {}) {
  seq += 1
  return {
    loanAmount: '2,00,000',
    monthlyIncome: '52,000',
    purpose: 'Medical Emergency',
    fullName: 'Meera Iyer',
    email: 'meera@example.com',
    panCard: `TRACK${String(1000 + seq)}Q`,
    mobileNumber: '9988776655',
    companyName: 'Lotus Pharma',
    pinCode: '600001',
    gender: 'FEMALE',
    dateOfBirth: DOB,
    state: 'Tamil Nadu',
    city: 'Chennai',
    isChecked: true,
    ...overrides,
  }
}

/** Applies through the JSON API and gives the reference and the stored id. */
async function apply(overrides: Record<string, unknown> = {}) {
  const res = await request(site.url)
    .post('/api/v1/loan-application')
    .set('Origin', site.url)
    .set('X-Forwarded-For', nextClient())
    .send(application(overrides))
  expect(res.status).toBe(201)
  const row = await site.deps.db('loan_applications').select('id').where({ reference: res.body.reference }).first()
  return { reference: res.body.reference as string, id: Number(row.id), body: res.body }
}

const track = (ip: string, fields: Record<string, string>) =>
  request(site.url).post('/track').set('Origin', site.url).set('X-Forwarded-For', ip).type('form').send(fields)

async function open(mode: Mode) {
  const t = await openPage(browser, mode)
  await t.page.setExtraHTTPHeaders({ 'X-Forwarded-For': nextClient() })
  const urls: string[] = []
  t.page.on('request', (r) => void urls.push(r.url()))
  return { ...t, urls }
}

async function lookUp(page: Page, reference: string, dob = DOB) {
  await page.goto(`${site.url}/track`)
  await page.fill('#f-reference', reference)
  await page.fill('#f-dateOfBirth', dob)
  const [res] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Track application' }).click()])
  return res!.status()
}

async function press(page: Page, name: string | RegExp) {
  const [res] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name }).click({ timeout: 10_000 })])
  return res!.status()
}

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForNavigation(), page.locator('main button[type="submit"]').click()])
  expect(new URL(page.url()).pathname).toBe('/admin-dashboard')
}

describe('the tracker, without JavaScript', () => {
  test('the right reference and date of birth show the stage, and a status change in the admin shows at the next look', async () => {
    const { reference, id } = await apply()
    const applicant = await open(noJs)
    expect(await lookUp(applicant.page, reference)).toBe(200)
    expect(new URL(applicant.page.url()).pathname).toBe('/track')
    const main = applicant.page.locator('main')
    expect(await applicant.page.locator('#track-now-heading').innerText()).toBe('Now: Received')
    expect(await main.innerText()).toContain(reference)
    expect(await main.innerText()).toContain('One of our loan advisers will call you')
    expect(await applicant.page.locator('.track-stages li').allInnerTexts()).toEqual([
      expect.stringMatching(/^Received\s+\d{1,2} \w+ \d{4}$/),
      expect.stringMatching(/^We have spoken to you\s+Not yet$/),
      expect.stringMatching(/^Waiting for your documents\s+Not yet$/),
      expect.stringMatching(/^With a lender for a decision\s+Not yet$/),
      expect.stringMatching(/^Sanctioned by the lender\s+Not yet$/),
      expect.stringMatching(/^Disbursed\s+Not yet$/),
    ])
    // The page never shows what the applicant typed as their date of birth.
    expect(await applicant.page.content()).not.toContain(DOB)

    const admin = await open(noJs)
    await signIn(admin.page)
    await admin.page.goto(`${site.url}${DESK}/${id}`)
    for (const button of ['Mark as contacted', 'Mark documents pending']) await press(admin.page, button)

    expect(await lookUp(applicant.page, reference)).toBe(200)
    expect(await applicant.page.locator('#track-now-heading').innerText()).toBe('Now: Waiting for your documents')
    const stages = await applicant.page.locator('.track-stages li').allInnerTexts()
    expect(stages.slice(0, 3).map((s) => s.split(/\s+\d/)[0])).toEqual(['Received', 'We have spoken to you', 'Waiting for your documents'])
    expect(stages[2]).toMatch(/\d{1,2} \w+ \d{4}$/)
    expect(await main.innerText()).toContain('Documents to keep ready')
    expect(await main.innerText()).toContain('Salary slips for the last 3 months (salaried applicants)')
    expect(applicant.problems).toEqual([])
    await applicant.close()
    await admin.close()
  })

  test('a wrong date of birth and an unknown reference get byte-identical answers that echo nothing typed', async () => {
    const { reference } = await apply()
    const ip = nextClient()
    const wrongDob = await track(ip, { reference, dateOfBirth: '13/03/1992' })
    const unknown = await track(ip, { reference: 'LP-2611-ZZZZZZ', dateOfBirth: DOB })
    const both = await track(ip, { reference: 'LP-2611-YYYYYY', dateOfBirth: '01/01/1990' })
    expect(wrongDob.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(both.status).toBe(404)
    expect(wrongDob.text).toBe(unknown.text)
    expect(both.text).toBe(unknown.text)
    expect(wrongDob.text).toContain('We could not find an application with that reference and date of birth.')
    for (const typed of [reference, 'LP-2611-ZZZZZZ', DOB, '13/03/1992']) expect(unknown.text + wrongDob.text).not.toContain(typed)
  })

  test('an erased application answers like an unknown one', async () => {
    const { reference, id } = await apply()
    const ip = nextClient()
    expect((await track(ip, { reference, dateOfBirth: DOB })).status).toBe(200)
    await site.deps.db('loan_applications').where({ id }).update({ erased_at: new Date().toISOString(), date_of_birth: '' })
    const erased = await track(ip, { reference, dateOfBirth: DOB })
    const unknown = await track(ip, { reference: 'LP-2611-ZZZZZZ', dateOfBirth: DOB })
    expect(erased.status).toBe(404)
    expect(erased.text).toBe(unknown.text)
  })

  test('a badly typed reference or date gets 422 with messages and the typed values kept', async () => {
    const res = await track(nextClient(), { reference: 'LP-26', dateOfBirth: '31/02/1990' })
    expect(res.status).toBe(422)
    expect(res.text).toContain('Enter the reference as on your acknowledgement (e.g., LP-2611-7K3M9Q)')
    expect(res.text).toContain('Enter a valid date (DD/MM/YYYY)')
    expect(res.text).toContain('value="LP-26"')
    expect(res.text).toContain('value="31/02/1990"')
    const empty = await track(nextClient(), {})
    expect(empty.status).toBe(422)
    expect(empty.text).toContain('Reference number is required')
    expect(empty.text).toContain('Date of Birth is required')
  })

  test('20 tries from one client meet a 429, while another client still gets through', async () => {
    const ip = nextClient()
    const statuses: number[] = []
    for (let i = 0; i < 20; i++)
      statuses.push((await track(ip, { reference: `LP-2611-${String(i).padStart(6, 'A')}`, dateOfBirth: DOB })).status)
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true)
    const limited = await track(ip, { reference: 'LP-2611-ZZZZZZ', dateOfBirth: DOB })
    expect(limited.text).toContain('Too many attempts from your connection')
    expect((await track(nextClient(), { reference: 'LP-2611-ZZZZZZ', dateOfBirth: DOB })).status).toBe(404)
  })

  test('no reference or date of birth appears in any URL or in the server log', async () => {
    const { reference } = await apply({ consentMarketing: true })
    const logsBefore = site.logs.length
    const applicant = await open(noJs)
    expect(await lookUp(applicant.page, reference)).toBe(200)
    expect(await press(applicant.page, /Withdraw consent: Marketing/)).toBe(200)
    expect(await press(applicant.page, 'Ask for a copy of my data')).toBe(200)
    expect(await lookUp(applicant.page, reference, '01/01/1990')).toBe(404)
    await applicant.close()
    // The access log writes in batches: wait for the line of the last request, so every line is in.
    await expect.poll(() => site.logs.slice(logsBefore).join('\n')).toContain('POST page /track 404')
    const log = site.logs.slice(logsBefore).join('\n')
    expect(log).toContain('POST page /track 200')
    for (const secret of [reference, DOB, '1992-03-12', '01/01/1990', encodeURIComponent(DOB)]) {
      expect(
        applicant.urls.filter((u) => u.includes(secret)),
        secret,
      ).toEqual([])
      expect(log, secret).not.toContain(secret)
    }
  })
})

describe('consent per purpose', () => {
  test('the optional consents are unticked and, left empty, are stored as not given; the acknowledgement shows the decision time and documents', async () => {
    const { page, problems, close } = await open(noJs)
    await page.goto(`${site.url}/apply-now?loan=Home%20Loan`)
    expect(await page.isChecked('#f-consentPartnerCalls')).toBe(false)
    expect(await page.isChecked('#f-consentMarketing')).toBe(false)
    expect(await page.locator('.apply-optional').innerText()).toContain('Calls and SMS about this application from partner lenders')
    expect(await page.locator('.apply-notice li').count()).toBe(3)
    const form = application()
    for (const name of [
      'loanAmount',
      'monthlyIncome',
      'fullName',
      'email',
      'panCard',
      'mobileNumber',
      'companyName',
      'pinCode',
      'dateOfBirth',
    ] as const)
      await page.fill(`#f-${name}`, form[name])
    for (const name of ['purpose', 'gender', 'state', 'city'] as const) await page.selectOption(`#f-${name}`, form[name])
    await page.check('#f-isChecked')
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')])
    const status = page.locator('[role="status"]', { hasText: 'Form submitted successfully!' })
    const text = await status.innerText()
    const reference = /LP-\d{4}-[0-9A-Z]{6}/.exec(text)![0]
    expect(text).toContain('Home Loan')
    expect(text).toContain('within 7 working days')
    expect(text).toContain('Property documents: sale agreement, title deed, approved building plan and allotment letter')
    expect(await status.locator('a[href="/track"]').count()).toBe(1)

    const row = await site.deps.db('loan_applications').where({ reference }).first()
    expect(row.loan_type).toBe('home')
    const ledger = await site.deps.db('consent_ledger').where({ application_id: row.id }).orderBy('id')
    expect(ledger.map((r: { purpose: string; given: unknown }) => [r.purpose, Boolean(r.given)])).toEqual([
      ['partner_calls', false],
      ['marketing', false],
    ])
    expect(problems).toEqual([])
    await close()
  })

  test('with JavaScript, a ticked consent is sent and stored as given', async () => {
    const { page, problems, close } = await open(withJs)
    await page.goto(`${site.url}/apply-now?loan=Business%20Loan`)
    const form = application({ purpose: 'Business' })
    for (const name of [
      'loanAmount',
      'monthlyIncome',
      'fullName',
      'email',
      'panCard',
      'mobileNumber',
      'companyName',
      'pinCode',
      'dateOfBirth',
    ] as const)
      await page.fill(`#f-${name}`, form[name] as string)
    for (const name of ['purpose', 'gender', 'state'] as const) await page.selectOption(`#f-${name}`, form[name] as string)
    await expect.poll(() => page.locator('#f-city').isEnabled()).toBe(true)
    await page.selectOption('#f-city', form.city)
    await page.check('#f-consentPartnerCalls')
    await page.check('#f-isChecked')
    await page.click('button[type="submit"]')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    const status = page.locator('[role="status"]', { hasText: 'Form submitted successfully!' })
    const text = await status.innerText()
    expect(text).toContain('Business Loan')
    expect(text).toContain('within 3 working days')
    const reference = /LP-\d{4}-[0-9A-Z]{6}/.exec(text)![0]
    const row = await site.deps.db('loan_applications').where({ reference }).first()
    const ledger = await site.deps.db('consent_ledger').where({ application_id: row.id }).orderBy('id')
    expect(ledger.map((r: { purpose: string; given: unknown }) => [r.purpose, Boolean(r.given)])).toEqual([
      ['partner_calls', true],
      ['marketing', false],
    ])
    expect(problems).toEqual([])
    await close()
  })

  test('the API answers 201 with the acknowledgement', async () => {
    const { body } = await apply({ purpose: 'Property', loanType: 'home' })
    expect(body.message).toBe('Form submitted successfully!')
    expect(body.acknowledgement).toMatchObject({
      reference: body.reference,
      loanType: 'Home Loan',
      expectedDecision: 'within 7 working days',
      track: '/track',
    })
    expect(body.acknowledgement.receivedOn).toMatch(/^\d{1,2} \w+ \d{4}$/)
    expect(body.acknowledgement.documents).toContain('PAN card (mandatory) and Aadhaar card')
  })

  test('withdrawing a consent from /track shows in the admin at once and writes an audit row', async () => {
    const { reference, id } = await apply({ consentPartnerCalls: 'on', consentMarketing: true })
    const applicant = await open(phoneNoJs)
    expect(await lookUp(applicant.page, reference)).toBe(200)
    const choices = applicant.page.locator('.track-consents')
    expect(await choices.innerText()).toMatch(/Calls and SMS from partner lenders\s+Given on/)
    expect(await press(applicant.page, /Withdraw consent: Calls and SMS from partner lenders/)).toBe(200)
    expect(await applicant.page.locator('[role="status"]').innerText()).toBe(
      'Withdrawn: partner lenders will no longer call or text you about this application.',
    )
    expect(await choices.innerText()).toMatch(/Calls and SMS from partner lenders\s+Not given \(since/)
    expect(await applicant.page.getByRole('button', { name: /Withdraw consent: Calls/ }).count()).toBe(0)

    const admin = await open(noJs)
    await signIn(admin.page)
    await admin.page.goto(`${site.url}${DESK}/${id}`)
    const consent = await admin.page.locator('section[aria-labelledby="consent-heading"]').innerText()
    expect(consent).toMatch(/Calls and SMS from partner lenders\s+Not given · since/)
    expect(consent).toMatch(/Marketing\s+Given · since/)
    const requests = admin.page.locator('section[aria-labelledby="requests-heading"]')
    expect(await requests.innerText()).toContain('Stop calls and SMS from partner lenders')
    expect(await press(admin.page, /Mark done: Stop calls/)).toBe(200)
    expect(await requests.innerText()).toMatch(/Stop calls and SMS from partner lenders: asked .*, done .* by admin@loanpartner\.in/)

    await admin.page.goto(`${site.url}/admin-dashboard/audit`)
    const audit = (await admin.page.locator('.admin-table tbody tr').allInnerTexts()).filter((r) => r.includes(reference))
    expect(audit.map((r) => /(applicant|lead)\.[a-z_]+/.exec(r)?.[0])).toEqual(['lead.request_done', 'applicant.consent_withdraw'])
    expect(await seriousA11yViolations(admin.page, false)).toEqual([])
    await applicant.close()
    await admin.close()
  })

  test('an erasure request, erased by the admin, leaves the tracker answering not found', async () => {
    const { reference, id } = await apply()
    const applicant = await open(noJs)
    expect(await lookUp(applicant.page, reference)).toBe(200)
    expect(await press(applicant.page, 'Ask to erase my data')).toBe(200)
    expect(await applicant.page.locator('[role="status"]').innerText()).toContain('We have your request to erase your data.')
    expect(await applicant.page.locator('main').innerText()).toMatch(/Erasure asked on .*: we are working on it/)

    const admin = await open(noJs)
    await signIn(admin.page)
    await admin.page.goto(`${site.url}${DESK}/${id}`)
    expect(await admin.page.locator('#requests-heading').innerText()).toBe('Applicant requests (1 open)')
    await admin.page.check('#f-confirm')
    await press(admin.page, 'Erase personal data')
    expect(await admin.page.locator('section[aria-labelledby="requests-heading"]').innerText()).toMatch(
      /Erase my data: asked .*, done .* by admin@loanpartner\.in/,
    )
    const audit = await site.deps
      .db('audit_log')
      .where({ subject: `application ${reference}` })
      .orderBy('id')
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['applicant.request', 'lead.erase', 'lead.request_done'])

    expect(await lookUp(applicant.page, reference)).toBe(404)
    const erased = await applicant.page.content()
    expect(await applicant.page.locator('.track-status[role="alert"]').innerText()).toContain(
      'We could not find an application with that reference and date of birth.',
    )
    expect(await lookUp(applicant.page, 'LP-2611-ZZZZZZ')).toBe(404)
    expect(await applicant.page.content()).toBe(erased)
    await applicant.close()
    await admin.close()
  })

  test('a request with an expired or forged look-up token is refused and changes nothing', async () => {
    const { id } = await apply({ consentMarketing: true })
    const before = await site.deps.db('consent_ledger').where({ application_id: id }).count<{ n: number }[]>({ n: '*' })
    const forged = await track(nextClient(), {
      intent: 'withdraw_marketing',
      token: `${Buffer.from(JSON.stringify({ a: id, exp: Date.now() + 60_000 })).toString('base64url')}.AAAA`,
    })
    expect(forged.status).toBe(403)
    expect(forged.text).toContain('This page has expired.')
    expect(await site.deps.db('consent_ledger').where({ application_id: id }).count<{ n: number }[]>({ n: '*' })).toEqual(before)
  })

  test('Mark done needs the admin session and the CSRF token', async () => {
    const { id } = await apply()
    const [req] = await site.deps
      .db('lead_requests')
      .insert({ application_id: id, kind: 'data_export', status: 'open', created_at: new Date().toISOString() })
      .returning('id')
    const path = `${DESK}/${id}/requests/${Number(req.id)}/done`
    const anonymous = await request(site.url).post(path).set('Origin', site.url).type('form').send({})
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.location).toBe('/admin')
    const agent = request.agent(site.url)
    await agent.post('/admin/login').set('Origin', site.url).type('form').send(TEST_ADMIN)
    expect((await agent.post(path).set('Origin', site.url).type('form').send({})).status).toBe(403)
    expect(
      (
        await site.deps
          .db('lead_requests')
          .where({ id: Number(req.id) })
          .first()
      ).status,
    ).toBe('open')
  })
})

describe('finding the tracker', () => {
  test("the header's Apply area, the phone menu and the footer link to /track", async () => {
    const desk = await open(noJs)
    await desk.page.goto(site.url)
    await Promise.all([desk.page.waitForNavigation(), desk.page.locator('.header-apply a', { hasText: 'Track application' }).click()])
    expect(new URL(desk.page.url()).pathname).toBe('/track')
    expect(await desk.page.locator('.site-footer a[href="/track"]').innerText()).toBe('Track Application')
    await shot(desk.page, 'track-header', noJs, { clip: { x: 0, y: 0, width: 1280, height: 80 } })
    await desk.close()
    const phone = await open(phoneNoJs)
    await phone.page.goto(site.url)
    expect(await phone.page.locator('.header-track').isVisible()).toBe(false)
    await phone.page.locator('.mobile-menu > summary').click()
    await Promise.all([phone.page.waitForNavigation(), phone.page.locator('.mobile-panel a', { hasText: 'Track application' }).click()])
    expect(new URL(phone.page.url()).pathname).toBe('/track')
    await phone.close()
  })
})

describe.each(behaviourModes)('/track, $name', (mode) => {
  // The story is the same at every width; each page meets axe at 1280 and 375 px as loaded (docs/decisions/161).
  test('the form, the not-found answer and the result pass axe with nothing serious', async () => {
    const { reference } = await apply({ consentMarketing: true })
    const { page, problems, close } = await open(mode)
    const res = await page.goto(`${site.url}/track`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('h1').innerText()).toBe('Track your application')
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    await shot(page, 'track-form', mode)
    expect(await lookUp(page, reference, '01/01/1990')).toBe(404)
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    expect(await lookUp(page, reference)).toBe(200)
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    await shot(page, 'track-result', mode)
    // A 404 for the wrong date is the one console error a browser prints here.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([])
    await close()
  })
})
