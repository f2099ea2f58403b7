import request from 'supertest'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

let site: TestSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const tokenOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1]

test('six admin pages first opened at the same moment in one session all carry a token that works', async () => {
  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  expect(login.status).toBe(303)
  const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
  const pages = [
    '/admin-dashboard',
    '/admin-dashboard/blogs',
    '/admin-dashboard/createblog',
    '/admin-dashboard/applications',
    '/admin-dashboard/enquiries',
    '/admin-dashboard/loan-types',
  ]
  const loads = await Promise.all(pages.map((p) => request(site.url).get(p).set('Cookie', cookie)))
  const tokens = loads.map((res) => tokenOf(res.text))
  expect(tokens.every((t) => typeof t === 'string' && t.length > 20)).toBe(true)

  const posts = await Promise.all(
    tokens.map((token) =>
      request(site.url)
        .post('/admin-dashboard/applications')
        .set('Origin', site.url)
        .set('Cookie', cookie)
        .type('form')
        .send({ _csrf: token, q: '' }),
    ),
  )
  expect(posts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])

  const forged = await request(site.url)
    .post('/admin-dashboard/applications')
    .set('Origin', site.url)
    .set('Cookie', cookie)
    .type('form')
    .send({ _csrf: 'x'.repeat(43), q: '' })
  expect(forged.status).toBe(403)
})

test('a token from one session does not work in another, and signing in again replaces it', async () => {
  const signIn = async () => {
    const res = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
    return (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
  }
  const [first, second] = [await signIn(), await signIn()]
  const tokenFirst = tokenOf((await request(site.url).get('/admin-dashboard').set('Cookie', first)).text)
  const tokenSecond = tokenOf((await request(site.url).get('/admin-dashboard').set('Cookie', second)).text)
  expect(tokenFirst).not.toBe(tokenSecond)
  const crossed = await request(site.url)
    .post('/admin-dashboard/applications')
    .set('Origin', site.url)
    .set('Cookie', second)
    .type('form')
    .send({ _csrf: tokenFirst, q: '' })
  expect(crossed.status).toBe(403)
})

test('a bearer header of junk opens no door from another site: a public form and an admin form are refused, the API takes live tokens only', async () => {
  const foreign = { Origin: 'https://evil.example', Authorization: 'Bearer junk' }
  const contact = await request(site.url)
    .post('/contact-us')
    .set(foreign)
    .type('form')
    .send({ FirstName: 'Asha', LastName: 'Verma', MobileNumber: '9876543210', City: 'Pune', LoanType: 'Home Loan', Message: 'Call me' })
  expect(contact.status).toBe(403)
  expect(contact.text).toContain('This request came from another site and was refused.')
  expect(await site.deps.db('enquiries').count({ n: '*' }).first()).toEqual({ n: 0 })

  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
  const token = tokenOf((await request(site.url).get('/admin-dashboard').set('Cookie', cookie)).text)
  const adminForm = await request(site.url)
    .post('/admin-dashboard/applications')
    .set(foreign)
    .set('Cookie', cookie)
    .type('form')
    .send({ _csrf: token, q: '' })
  expect(adminForm.status).toBe(403)
  expect(adminForm.text).toContain('This request came from another site and was refused.')

  // The admin API: junk is refused as a token, a live token needs no Origin of ours.
  const junk = await request(site.url).delete('/api/v1/admin/delete-single-blog/999999').set(foreign)
  expect([junk.status, junk.body.message]).toEqual([401, 'Your sign-in token is missing, invalid, expired or revoked.'])
  const junkPost = await request(site.url).post('/api/v1/admin/logout').set(foreign)
  expect([junkPost.status, junkPost.body.message]).toEqual([401, 'Your sign-in token is missing, invalid, expired or revoked.'])
  const live = (await request(site.url).post('/api/v1/admin/admin-login').set('Origin', site.url).send(TEST_ADMIN)).body.token as string
  const withLive = await request(site.url)
    .post('/api/v1/admin/logout')
    .set({ ...foreign, Authorization: `Bearer ${live}` })
  expect(withLive.status).toBe(204)
})
