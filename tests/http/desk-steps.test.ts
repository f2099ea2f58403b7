import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { offersApplication } from '../setup/offer-fixtures'

// Issue 44, item 1 (docs/decisions/228): each step's form refuses what it cannot record with a 422,
// its message under the field and the typed value kept, and writes nothing; a good one answers 303.

let site: TestSite
let admin: string
let csrf: string
/** Each story's applicant is its own: offersApplication(n) gives each n its own e-mail. */
let seq = 900
beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_FORMS: '0' } })
  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  admin = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
  const page = (await request(site.url).get('/admin-dashboard/applications').set('Cookie', admin)).text
  csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1]!
})
afterAll(() => site.close())

async function application(n: number, status: string, set: Record<string, unknown> = {}) {
  const res = await request(site.url).post('/apply-now').set({ Origin: site.url }).type('form').send(offersApplication(n))
  expect(res.status).toBe(303)
  const row = await site.deps
    .db('loan_applications')
    .where({ email: offersApplication(n).email })
    .first()
  await site.deps
    .db('loan_applications')
    .where({ id: row.id })
    .update({ status, ...set })
  return Number(row.id)
}

const post = (id: number, form: Record<string, string>) =>
  request(site.url)
    .post(`/admin-dashboard/applications/${id}/status`)
    .set({ Origin: site.url, Cookie: admin })
    .type('form')
    .send({ _csrf: csrf, note: '', ...form })

describe('the step forms refuse what they cannot record', () => {
  test.each([
    ['sent_to_lender', { lender: '' }, 'lender', 'Choose the lender the file goes to'],
    ['sent_to_lender', { lender: "Trivan Bank'; drop table lenders; --" }, 'lender', 'Choose a lender from the list'],
    ['sent_to_lender', { lender: '<script>alert(1)</script>' }, 'lender', 'Choose a lender from the list'],
    [
      'sanctioned',
      { amount: 'lots', rate: '11', tenure: '36' },
      'amount',
      'Give the amount in whole rupees, between ₹1,000 and ₹100,00,00,000',
    ],
    [
      'sanctioned',
      { amount: '300000', rate: '-3', tenure: '36' },
      'rate',
      'Give the rate a year as a percentage above 0 and at most 100, such as 11.5',
    ],
    [
      'sanctioned',
      { amount: '300000', rate: '🙂', tenure: '36' },
      'rate',
      'Give the rate a year as a percentage above 0 and at most 100, such as 11.5',
    ],
    ['sanctioned', { amount: '300000', rate: '12', tenure: '999' }, 'tenure', 'Give the tenure in whole months, from 1 to 480'],
    ['disbursed', { amount: '300000', date: '2026-02-30' }, 'date', 'Give the date as a day, month and year'],
    [
      'disbursed',
      { amount: '9'.repeat(40), date: '2026-11-20' },
      'amount',
      'Give the amount in whole rupees, between ₹1,000 and ₹100,00,00,000',
    ],
    ['rejected', { reason: 'because' }, 'reason', 'Choose the reason'],
  ])('a move to %s with %o is a 422 under %s, and nothing is written', async (to, fields, field, message) => {
    const from = { sent_to_lender: 'documents_pending', sanctioned: 'sent_to_lender', disbursed: 'sanctioned', rejected: 'contacted' }[to]!
    const sanction = { sanctioned_amount: 300_000, sanctioned_rate: 12, sanctioned_tenure: 36, sanctioned_at: '2026-11-01T00:00:00.000Z' }
    const id = await application(++seq, from, to === 'disbursed' ? sanction : {})
    const before = await site.deps.db('loan_applications').where({ id }).first()
    const res = await post(id, { to, ...fields })
    expect(res.status).toBe(422)
    expect(res.text).toContain(`id="f-${to}-${field}-error" role="alert">${message.replace(/'/g, '&#x27;')}</p>`)
    // A value typed in a box comes back in it; a list keeps only its own options.
    if (!['lender', 'reason'].includes(field)) expect(res.text).toContain(`value="${fields[field as keyof typeof fields]}"`)
    expect(res.text).not.toContain('<script>alert(1)</script>')
    expect(await site.deps.db('loan_applications').where({ id }).first()).toEqual(before)
    expect(await site.deps.db('lead_status_changes').where({ lead_id: id })).toEqual([])
  })

  test('a good sanction answers 303 back to the lead, and the desk shows what it recorded', async () => {
    const id = await application(++seq, 'sent_to_lender')
    const res = await post(id, { to: 'sanctioned', amount: '₹3,25,000', rate: '10.75%', tenure: '60' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin-dashboard/applications/${id}`)
    expect(await site.deps.db('loan_applications').where({ id }).first()).toMatchObject({ status: 'sanctioned', sanctioned_tenure: 60 })
    const page = (await request(site.url).get(`/admin-dashboard/applications/${id}`).set('Cookie', admin)).text
    expect(page).toContain('₹3,25,000 at 10.75% a year for 60 months')
  })
})
