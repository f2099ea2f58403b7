import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sendWaiting as deliver } from '../setup/outbox-sender'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { startInbox } from '../setup/smtp'

// A site started without SMTP_URL, as `npm start` runs today: messages wait, the dashboard says so,
// and the admin's Outbox page lists them with a Retry that works without script (docs/decisions/140).

let site: TestSite
let cookie: string
beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_FORMS: '0' } })
  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
})
afterAll(() => site?.close())

const tokenOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)![1]!
const admin = (path: string) => request(site.url).get(path).set('Cookie', cookie)
const adminPost = (path: string, fields: Record<string, string>) =>
  request(site.url).post(path).set('Origin', site.url).set('Cookie', cookie).type('form').send(fields)

const applicant = {
  loanAmount: '1,20,000',
  monthlyIncome: 45000,
  purpose: 'Personal',
  fullName: 'Farhan Qureshi',
  email: 'farhan@example.com',
  panCard: 'FARHQ4321K',
  mobileNumber: '9090909090',
  companyName: 'Deccan Textiles',
  pinCode: '500001',
  gender: 'MALE',
  dateOfBirth: '05/01/1988',
  state: 'Telangana',
  city: 'Hyderabad',
  isChecked: true,
}

describe('e-mail not set up', () => {
  let reference: string
  test('an application is accepted, and the dashboard counts its two messages waiting', async () => {
    const res = await request(site.url).post('/api/v1/loan-application').set('Origin', site.url).send(applicant)
    expect(res.status).toBe(201)
    reference = res.body.reference
    const dashboard = await admin('/admin-dashboard')
    expect(dashboard.text).toContain('E-mail is not set up: 2 messages waiting')
    expect(dashboard.text).toContain('<a href="/admin-dashboard/outbox">Outbox</a>')
  })

  test('the Outbox page lists them; Retry is audited and leaves the message waiting', async () => {
    const page = await admin('/admin-dashboard/outbox')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Acknowledgement')
    expect(page.text).toContain('New lead alert')
    expect(page.text).toContain(reference)
    const id = /action="\/admin-dashboard\/outbox\/(\d+)\/retry"/.exec(page.text)![1]!

    const retried = await adminPost(`/admin-dashboard/outbox/${id}/retry`, { _csrf: tokenOf(page.text) })
    expect(retried.status).toBe(303)
    expect(retried.headers.location).toBe('/admin-dashboard/outbox')
    const audit = await site.deps.db('audit_log').where({ action: 'outbox.retry' }).first()
    expect(audit).toMatchObject({ actor: TEST_ADMIN.email, subject: `outbox message ${id}` })

    const forged = await adminPost(`/admin-dashboard/outbox/${id}/retry`, { _csrf: 'x'.repeat(43) })
    expect(forged.status).toBe(403)
    const anonymous = await request(site.url).post(`/admin-dashboard/outbox/${id}/retry`).set('Origin', site.url).type('form').send({})
    expect(anonymous.headers.location).toBe('/admin')
    expect(await site.deps.db('audit_log').where({ action: 'outbox.retry' }).count({ n: '*' })).toEqual([{ n: 1 }])
  })

  /** The applicant looks the application up on a tracker (/track or /hi/track) and asks for a copy of the data. */
  async function askForCopy(track: string, reference: string, dateOfBirth: string) {
    const lookup = await request(site.url)
      .post(track)
      .set('Origin', site.url)
      .type('form')
      .send({ intent: 'lookup', reference, dateOfBirth })
    const token = /name="token" value="([^"]+)"/.exec(lookup.text)![1]!
    await request(site.url).post(track).set('Origin', site.url).type('form').send({ intent: 'data_export', token }).expect(200)
  }

  /** The desk marks the application's open request done. */
  async function markDone(reference: string) {
    const row = await site.deps.db('loan_applications').select('id').where({ reference }).first()
    const open = await site.deps.db('lead_requests').select('id').where({ application_id: row.id }).first()
    const detail = await admin(`/admin-dashboard/applications/${row.id}`)
    await adminPost(`/admin-dashboard/applications/${row.id}/requests/${open.id}/done`, { _csrf: tokenOf(detail.text) }).expect(303)
  }

  /** Setting SMTP_URL later sends what waited: how many went, and the subjects that reached `to`, sorted. */
  async function sendWaiting(to: string) {
    const inbox = await startInbox()
    try {
      const outcome = await deliver(site, inbox)
      return {
        outcome,
        subjects: inbox
          .to(to)
          .map((m) => m.parsed.subject)
          .sort(),
      }
    } finally {
      await inbox.close()
    }
  }

  test('an applicant request through /track and its completion by the desk each write a confirmation', async () => {
    await site.deps.db('outbox').delete()
    await askForCopy('/track', reference, applicant.dateOfBirth)
    expect(await site.deps.db('outbox').select('kind', 'recipient')).toEqual([{ kind: 'request_received', recipient: applicant.email }])
    await markDone(reference)

    expect(await sendWaiting(applicant.email)).toEqual({
      outcome: { sent: 2, retried: 0, failed: 0 },
      subjects: [`Ready to download: A copy of my data (${reference})`, `Request received: A copy of my data (${reference})`],
    })
  })

  test('an application made in Hindi hears of its request, its completion and a lost reference in Hindi', async () => {
    const hindi = { ...applicant, email: 'farhan.hi@example.com', panCard: 'FARHQ4322K', language: 'hi' }
    const { reference } = (await request(site.url).post('/api/v1/loan-application').set('Origin', site.url).send(hindi)).body
    await site.deps.db('outbox').delete()
    await askForCopy('/hi/track', reference, hindi.dateOfBirth)
    await markDone(reference)
    // Asked on the English tracker, the lost reference comes in English: the page's language decides.
    for (const path of ['/hi/track/forgot', '/track/forgot'])
      await request(site.url).post(path).set('Origin', site.url).type('form').send({ email: hindi.email, dateOfBirth: hindi.dateOfBirth })

    expect(await sendWaiting(hindi.email)).toEqual({
      outcome: { sent: 4, retried: 0, failed: 0 },
      subjects: [
        `मेरे डेटा की कॉपी का अनुरोध प्राप्त हुआ (${reference})`,
        `आपके डेटा की कॉपी डाउनलोड के लिए तैयार है (${reference})`,
        'आपके आवेदन की संदर्भ संख्या',
        'Your application reference',
      ].sort(),
    })
  })
})
