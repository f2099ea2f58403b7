import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { offersApplication } from '../setup/offer-fixtures'

// Issue 44, items 4 and 5 (docs/decisions/225): on an application's page the desk calls or writes on
// WhatsApp in one tap, sees "Do not call" once the borrower withdrew consent to calls, and sees the
// other application made with the same PAN, linked both ways.

let site: TestSite
let admin: string
let client = 0
beforeAll(async () => {
  site = await startSite({ env: { TRUST_PROXY: '1' } })
  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  admin = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
})
afterAll(() => site.close())

const words = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

async function applies(n: number, fields: Record<string, string>) {
  const ip = `192.0.2.${++client}`
  const res = await request(site.url)
    .post('/apply-now')
    .set({ Origin: site.url, 'X-Forwarded-For': ip })
    .type('form')
    .send(offersApplication(n, fields))
  expect(res.status).toBe(303)
  const row = await site.deps
    .db('loan_applications')
    .where({ email: offersApplication(n).email })
    .first()
  return { id: Number(row.id), reference: row.reference as string, ip }
}
const deskPage = async (id: number) => (await request(site.url).get(`/admin-dashboard/applications/${id}`).set('Cookie', admin)).text

describe('reaching the borrower from the desk', () => {
  test('a tap-to-call and a WhatsApp link with a neutral first message; "Do not call" and no link once consent to calls is withdrawn', async () => {
    const a = await applies(701, { mobileNumber: '98765 11111', consentPartnerCalls: 'on' })
    const page = await deskPage(a.id)
    expect(page).toContain('href="tel:+919876511111"')
    expect(page).toContain(
      `href="https://wa.me/919876511111?text=${encodeURIComponent(`Hello, this is Loan Partner about your loan application ${a.reference}.`)}"`,
    )

    const looked = await request(site.url)
      .post('/track')
      .set({ Origin: site.url, 'X-Forwarded-For': a.ip })
      .type('form')
      .send({ reference: a.reference, dateOfBirth: '15/06/1994' })
    const token = /name="token" value="([^"]+)"/.exec(looked.text)![1]!
    const withdrawn = await request(site.url)
      .post('/track')
      .set({ Origin: site.url, 'X-Forwarded-For': a.ip })
      .type('form')
      .send({ token, intent: 'withdraw_partner_calls' })
    expect(withdrawn.status).toBe(200)
    const after = await deskPage(a.id)
    expect(words(after)).toContain('9876511111 Do not call (consent to calls withdrawn)')
    expect(after).not.toContain('tel:+919876511111')
    expect(after).not.toContain('wa.me/919876511111')
  })

  test('two applications with one PAN, a day apart: each page links to the other as a possible repeat', async () => {
    const first = await applies(702, { panCard: 'REPTA1234R', mobileNumber: '9876522222' })
    const second = await applies(703, { panCard: 'REPTA1234R', mobileNumber: '9876533333' })
    expect(words(await deskPage(second.id))).toContain(`Possible repeat ${first.reference} (`)
    expect(await deskPage(second.id)).toContain(`href="/admin-dashboard/applications/${first.id}"`)
    expect(words(await deskPage(first.id))).toMatch(new RegExp(`${second.reference} \\(\\d{4}-\\d\\d-\\d\\d\\): same PAN`))
  })
})
