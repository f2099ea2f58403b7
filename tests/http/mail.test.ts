import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DIGEST_MS } from '#src/server/outbox.server'
import { mailSettings, sendDue, smtpMailer, type MailSettings } from '#src/server/mail/sender.server'
import { freePort } from '../setup/server-process'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { startInbox, type TestInbox } from '../setup/smtp'

// E-mail through the outbox (docs/decisions/140, 141), to a real SMTP server on loopback. The sender
// runs as the server runs it (sendDue), with its clock moved past the digest window instead of waiting.

const NOTIFY = 'desk@loanpartner.test'

let seq = 0
/** A valid application; each gets its own PAN, e-mail and mobile. */
function application(overrides: Record<string, unknown> = {}) {
  seq += 1
  return {
    loanAmount: '3,50,000',
    monthlyIncome: 61000,
    purpose: 'Personal',
    fullName: 'Kavya Menon',
    email: `kavya${seq}@example.com`,
    panCard: `KAVYA${String(2000 + seq)}M`,
    mobileNumber: `98${String(10000000 + seq * 7919).slice(-8)}`,
    companyName: 'Malabar Motors',
    pinCode: '682001',
    gender: 'FEMALE',
    dateOfBirth: '23/08/1990',
    state: 'Kerala',
    city: 'Kochi',
    isChecked: true,
    loanType: 'car',
    ...overrides,
  }
}

let site: TestSite
let settings: MailSettings
beforeAll(async () => {
  site = await startSite({ env: { NOTIFY_EMAIL: NOTIFY, RATE_LIMIT_FORMS: '0', MAIL_FROM: 'Loan Partner <no-reply@loanpartner.test>' } })
  settings = mailSettings(site.deps.env, site.deps.site, TEST_ADMIN.email)
})
afterAll(() => site?.close())

async function apply(body: Record<string, unknown>) {
  const res = await request(site.url).post('/api/v1/loan-application').set('Origin', site.url).send(body)
  expect(res.body.errors).toBeUndefined()
  return res
}

/** Runs the sender once, `after` ms from now, against `inbox`. */
async function tick(inbox: { url: string }, after = DIGEST_MS + 1_000, on = site) {
  const mailer = smtpMailer(inbox.url, settings.from)
  try {
    return await sendDue(on.deps.db, mailer, settings, Date.now() + after)
  } finally {
    mailer.close()
  }
}

/** Messages still to send: a sent one is deleted, or kept without its payload while a cap counts it (docs/decisions/192). */
const waiting = async () => Number((await site.deps.db('outbox').whereNot('status', 'sent').count({ n: '*' }))[0]!.n)

describe('e-mail through the outbox', () => {
  let inbox: TestInbox
  beforeAll(async () => {
    inbox = await startInbox()
  })
  afterAll(() => inbox?.close())

  test('one application brings the desk one alert without personal data, and the applicant an acknowledgement', async () => {
    const app = application()
    const { body } = await apply(app)
    const reference: string = body.reference
    // Nothing is sent from the request: both messages wait in the outbox.
    expect(await waiting()).toBe(2)
    expect(inbox.mails).toHaveLength(0)

    const report = await tick(inbox)
    expect(report).toEqual({ sent: 2, retried: 0, failed: 0 })
    const alerts = inbox.to(NOTIFY)
    expect(alerts).toHaveLength(1)
    const alert = alerts[0]!
    expect(alert.parsed.subject).toBe(`New application: ${reference}`)
    expect(alert.parsed.text).toContain(reference)
    expect(alert.parsed.text).toContain('Car Loan')
    expect(alert.parsed.text).toContain('₹3,50,000')
    expect(alert.parsed.text).toContain(`${site.url}/admin-dashboard/applications/`)
    for (const personal of [app.panCard, app.mobileNumber, '1990-08-23', '23/08/1990', '61,000', '61000', app.email, app.fullName])
      expect(alert.raw).not.toContain(personal)

    const acks = inbox.to(app.email)
    expect(acks).toHaveLength(1)
    const ack = acks[0]!
    expect(ack.parsed.from?.value[0]).toMatchObject({ name: 'Loan Partner', address: 'no-reply@loanpartner.test' })
    expect(ack.parsed.subject).toBe(`Application received: ${reference}`)
    expect(ack.parsed.text).toContain(reference)
    expect(ack.parsed.text).toContain('Keep these documents ready')
    expect(ack.parsed.text).toContain(`${site.url}/track`)
    expect(ack.parsed.html).toContain('#0f3d91')
    expect(await waiting()).toBe(0)
    // The acknowledgement's row stays a while for its cap, with nothing of what it said.
    expect(await site.deps.db('outbox').where({ recipient: app.email }).select('kind', 'status', 'payload')).toEqual([
      { kind: 'acknowledgement', status: 'sent', payload: '{}' },
    ])
  })

  test('20 applications within a minute make at most 2 alerts, and every reference is in them', async () => {
    const before = inbox.to(NOTIFY).length
    const references: string[] = []
    for (let i = 0; i < 20; i++) references.push((await apply(application())).body.reference)
    await tick(inbox)
    const alerts = inbox.to(NOTIFY).slice(before)
    expect(alerts.length).toBeGreaterThanOrEqual(1)
    expect(alerts.length).toBeLessThanOrEqual(2)
    const text = alerts.map((m) => m.parsed.text).join('\n')
    for (const r of references) expect(text).toContain(r)
    expect(alerts[0]!.parsed.subject).toBe('20 new leads')
  })

  test('an enquiry alerts the desk with its loan type and link, never the mobile', async () => {
    const before = inbox.to(NOTIFY).length
    const enquiry = { FirstName: 'Arjun', MobileNumber: '9123456780', City: 'Pune', LoanType: 'Home Loan', Email: 'arjun@example.com' }
    await request(site.url).post('/api/v1/admin/contact-us').set('Origin', site.url).send(enquiry)
    await tick(inbox)
    const [alert] = inbox.to(NOTIFY).slice(before)
    expect(alert!.parsed.text).toContain('Home Loan')
    expect(alert!.parsed.text).toMatch(new RegExp(`${site.url}/admin-dashboard/enquiries/\\d+`))
    expect(alert!.raw).not.toContain('9123456780')
  })
})

describe('the mail server is down while the applicant submits', () => {
  test('the application is accepted, and both messages arrive once the server is up', async () => {
    const port = await freePort()
    const down = { url: `smtp://127.0.0.1:${port}` }
    const app = application()
    const { body } = await apply(app)
    expect(body.message).toBe('Form submitted successfully!')

    const first = await tick(down)
    expect(first.sent).toBe(0)
    expect(first.retried).toBe(2)
    const rows = await site.deps.db('outbox').whereNot('status', 'sent').select('attempts', 'status', 'last_error')
    expect(rows).toEqual([
      { attempts: 1, status: 'waiting', last_error: 'ESOCKET' },
      { attempts: 1, status: 'waiting', last_error: 'ESOCKET' },
    ])

    // The server starts on that port; the retry (within a minute of the failure) delivers both.
    const inbox = await startInbox(port)
    try {
      const second = await tick(inbox, DIGEST_MS + 62_000)
      expect(second).toEqual({ sent: 2, retried: 0, failed: 0 })
      expect(inbox.to(app.email)[0]!.parsed.text).toContain(body.reference)
      expect(inbox.to(NOTIFY)[0]!.parsed.text).toContain(body.reference)
    } finally {
      await inbox.close()
    }
  })
})

describe('a lost reference', () => {
  let inbox: TestInbox
  beforeAll(async () => {
    inbox = await startInbox()
  })
  afterAll(() => inbox?.close())

  const ask = (email: string, dateOfBirth: string) =>
    request(site.url).post('/track/forgot').set('Origin', site.url).type('form').send({ email, dateOfBirth })
  /** The page, without the CSRF token (if a form on it ever carries one). */
  const page = (html: string) => html.replace(/name="_csrf" value="[^"]*"/g, '')

  test('the tracker links to the form', async () => {
    const res = await request(site.url).get('/track')
    expect(res.text).toContain('<a href="/track/forgot">Forgot your reference?</a>')
  })

  test('a matching e-mail and date of birth bring the reference to that inbox, never to the screen', async () => {
    const app = application()
    const { body } = await apply(app)
    await site.deps.db('outbox').delete() // the application's own messages are another story's
    const res = await ask(app.email.toUpperCase(), '23/08/1990')
    expect(res.status).toBe(200)
    expect(res.text).toContain('its reference is on its way to that inbox')
    expect(res.text).not.toContain(body.reference)

    await tick(inbox, 0)
    const [mail] = inbox.to(app.email)
    expect(mail!.parsed.subject).toBe('Your application reference')
    expect(mail!.parsed.text).toContain(body.reference)
  })

  test('a pair that matches nothing sends nothing, and the page is the same byte for byte', async () => {
    const app = application()
    await apply(app)
    await site.deps.db('outbox').delete()
    const matching = await ask(app.email, '23/08/1990')
    await site.deps.db('outbox').delete()
    const before = inbox.mails.length

    const wrongDate = await ask(app.email, '24/08/1990')
    const unknown = await ask('nobody@example.com', '23/08/1990')
    expect(await waiting()).toBe(0)
    await tick(inbox, 0)
    expect(inbox.mails.length).toBe(before)
    for (const res of [wrongDate, unknown]) {
      expect(res.status).toBe(matching.status)
      expect(page(res.text)).toBe(page(matching.text))
    }
  })

  test('a mistyped date is pointed out, with what was typed kept', async () => {
    const res = await ask('someone@example.com', '31/02/1990')
    expect(res.status).toBe(422)
    expect(res.text).toContain('Enter a valid date (DD/MM/YYYY)')
    expect(res.text).toContain('value="someone@example.com"')
  })
})

// Rate limits on, behind a trusted proxy: each request below names its client in X-Forwarded-For.
describe('the lost-reference form has its own rate limit; each address has its own cap on mail', () => {
  let limited: TestSite
  let inbox: TestInbox
  beforeAll(async () => {
    ;[limited, inbox] = await Promise.all([startSite({ env: { TRUST_PROXY: '1' } }), startInbox()])
  })
  afterAll(async () => {
    await inbox?.close()
    await limited?.close()
  })
  const from = (n: number) => `198.51.100.${n}`
  const applyFrom = (client: string, body: Record<string, unknown>) =>
    request(limited.url).post('/api/v1/loan-application').set('Origin', limited.url).set('X-Forwarded-For', client).send(body)

  // Twelve clients, so no rate limit by IP stops them: only the cap per recipient does (docs/decisions/192).
  test('12 lost-reference requests for one address from 12 clients each get the same page, and that inbox gets 3 e-mails', async () => {
    const app = application()
    expect((await applyFrom(from(200), app)).status).toBe(201)
    await limited.deps.db('outbox').delete()
    const pages = []
    for (let i = 0; i < 12; i++) {
      const res = await request(limited.url)
        .post('/track/forgot')
        .set('Origin', limited.url)
        .set('X-Forwarded-For', from(i + 1))
        .type('form')
        .send({ email: app.email, dateOfBirth: '23/08/1990' })
      pages.push(res)
    }
    for (const res of pages) {
      expect(res.status).toBe(200)
      expect(res.text).toBe(pages[0]!.text)
    }
    await tick(inbox, 0, limited)
    const mails = inbox.to(app.email)
    expect(mails).toHaveLength(3)
    expect(mails.map((m) => m.parsed.subject)).toEqual(Array(3).fill('Your application reference'))
  })

  test('two applications with one e-mail within the hour bring one acknowledgement; the desk hears of both', async () => {
    const email = 'twice.within.the.hour@example.com'
    const first = await applyFrom(from(210), application({ email }))
    const second = await applyFrom(from(211), application({ email }))
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.reference).not.toBe(first.body.reference)
    await tick(inbox, DIGEST_MS + 1_000, limited)
    const acks = inbox.to(email)
    expect(acks).toHaveLength(1)
    expect(acks[0]!.parsed.subject).toBe(`Application received: ${first.body.reference}`)
    const desk = inbox
      .to(NOTIFY)
      .map((m) => m.parsed.text)
      .join('\n')
    expect(desk).toContain(first.body.reference)
    expect(desk).toContain(second.body.reference)
  })

  test('the sixth request in the window is refused, and the tracker itself still answers', async () => {
    const ask = () =>
      request(limited.url)
        .post('/track/forgot')
        .set('Origin', limited.url)
        .type('form')
        .send({ email: 'a@example.com', dateOfBirth: '01/01/1990' })
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Too many attempts from your connection.')
    const track = await request(limited.url)
      .post('/track')
      .set('Origin', limited.url)
      .type('form')
      .send({ intent: 'lookup', reference: 'LP-2611-AAAAAA', dateOfBirth: '01/01/1990' })
    expect(track.status).toBe(404)
  })
})
