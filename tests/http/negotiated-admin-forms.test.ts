import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminMessages } from '#src/shared/schemas/admin-login'
import { UNSAFE_TEXT_MESSAGE } from '#src/shared/schemas/z'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// Admin sign-in and a loan type's terms each have one handler for the form's route and the JSON
// path (docs/decisions/127, 183): the form's route answers JSON to a script that asks for it, with
// the same outcome the API gives.
let site: TestSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

describe('one handler per admin form', () => {
  test('the sign-in form answers JSON when asked: the same 401 words as the JSON login, or a token', async () => {
    const headers = { Origin: site.url, Accept: 'application/json' }
    const wrong = await request(site.url)
      .post('/admin')
      .set(headers)
      .type('form')
      .send({ ...TEST_ADMIN, password: 'wrong-password' })
    expect([wrong.status, wrong.body]).toEqual([401, { message: adminMessages.loginFailed }])
    const right = await request(site.url).post('/admin/login').set(headers).type('form').send(TEST_ADMIN)
    expect(right.status).toBe(200)
    expect(right.body.token).toMatch(/^lpat_/)
  })

  test('a sign-in with a character no database stores is refused as a bad form: 422 without the typed values, or 400 to a script', async () => {
    const typed = { email: 'admin\u0000@example.com', password: 'secret\u0000word' }
    const page = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(typed)
    expect(page.status).toBe(422)
    expect(page.text).toContain(UNSAFE_TEXT_MESSAGE)
    expect(page.text).not.toContain('secret')
    const json = await request(site.url).post('/api/v1/admin/admin-login').set('Origin', site.url).send(typed)
    expect([json.status, json.body]).toEqual([
      400,
      { message: UNSAFE_TEXT_MESSAGE, errors: { email: UNSAFE_TEXT_MESSAGE, password: UNSAFE_TEXT_MESSAGE } },
    ])
  })

  test('the loan-type form answers HTML to the browser and JSON to a script, from one handler', async () => {
    const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
    const page = await request(site.url).get('/admin-dashboard/loan-types').set('Cookie', cookie)
    const _csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!
    const terms = { _csrf, interestRate: '9.5% to 14% p.a.', repaymentPeriod: 'Up to 25 years', prepayment: 'Free' }
    const post = (body: object, accept = 'text/html') =>
      request(site.url)
        .post('/admin-dashboard/loan-types/home')
        .set({ Origin: site.url, Cookie: cookie, Accept: accept })
        .type('form')
        .send(body)

    const form = await post(terms)
    expect([form.status, form.headers.location]).toEqual([303, '/admin-dashboard/loan-types#type-home'])
    const invalid = await post({ ...terms, interestRate: '' })
    expect(invalid.status).toBe(422)
    expect(invalid.text).toContain('Interest rate is required')

    const bad = await post({ ...terms, interestRate: '' }, 'application/json')
    expect([bad.status, bad.body.errors.interestRate]).toEqual([400, 'Interest rate is required'])
    const ok = await post({ ...terms, interestRate: '9.75% p.a.' }, 'application/json')
    expect(ok.status).toBe(200)
    expect(ok.body.message).toMatchObject({ key: 'home', interestRate: '9.75% p.a.' })
  })
})
