import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { issueApiToken, issueDisplayToken } from '#src/server/auth-tokens.server'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { apiToken, forgedTokens, makeImage, signIn } from '../e2e/blog-helpers'

// The server decides who is the admin (docs/product.md §17 Roles and permissions). Every admin page, form and API call is tried
// with no credential, expired ones, forged tokens and the display token; only a valid one passes.
let site: TestSite
let postId: string
let valid: { cookie: string; csrf: string }
let token: string

const SECRET = 'test-session-secret-that-is-long-enough-0123'

async function expiredSession(kind: 'absolute' | 'idle'): Promise<string> {
  const { cookie } = await signIn(site)
  const sid = decodeURIComponent(cookie.slice('lp.sid='.length)).slice(2).split('.')[0]!
  const row = await site.deps.db('sessions').where({ sid }).first()
  if (kind === 'idle') {
    await site.deps
      .db('sessions')
      .where({ sid })
      .update({ expired: new Date(Date.now() - 1000).toISOString() })
  } else {
    const sess = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess
    sess.admin.signedInAt = Date.now() - 13 * 60 * 60 * 1000
    await site.deps
      .db('sessions')
      .where({ sid })
      .update({ sess: JSON.stringify(sess) })
  }
  return cookie
}

beforeAll(async () => {
  site = await startSite()
  valid = await signIn(site)
  token = await apiToken(site)
  const img = await makeImage(400, 300, '#1e63d6')
  const res = await request(site.url)
    .post('/api/v1/admin/create-blog')
    .set('Authorization', `Bearer ${token}`)
    .field({ blogTitle: 'Matrix post', blogCategory: 'Overdraft', blogTag: 'x', blogContent: 'Body' })
    .attach('image', img, 'a.png')
  postId = res.body.message._id
})
afterAll(() => site?.close())

const pages = () => [
  '/admin-dashboard',
  '/admin-dashboard/blogs',
  '/admin-dashboard/createblog',
  `/admin-dashboard/blogs/${postId}/edit`,
  `/admin-dashboard/blogs/${postId}/delete`,
]

describe('admin pages and forms', () => {
  test('without a session, or with an expired one, every admin page sends the browser to /admin', async () => {
    const absolute = await expiredSession('absolute')
    const idle = await expiredSession('idle')
    for (const path of pages()) {
      for (const cookie of [undefined, absolute, idle]) {
        const req = request(site.url).get(path)
        const res = await (cookie ? req.set('Cookie', cookie) : req)
        expect([path, res.status, res.headers.location]).toEqual([path, 303, '/admin'])
      }
      // Tokens are for the API only: a valid bearer token does not open a page.
      const withToken = await request(site.url).get(path).set('Authorization', `Bearer ${token}`)
      expect([path, withToken.status]).toEqual([path, 303])
    }
  })

  test('the signed-in admin sees every admin page, with Cache-Control: no-store', async () => {
    for (const path of pages()) {
      const res = await request(site.url).get(path).set('Cookie', valid.cookie)
      expect([path, res.status]).toEqual([path, 200])
      expect(res.headers['cache-control']).toContain('no-store')
    }
  })

  test('admin forms refuse posts without a session, and posts with a session but no CSRF token', async () => {
    const forms = ['/admin-dashboard/createblog', `/admin-dashboard/blogs/${postId}/edit`, `/admin-dashboard/blogs/${postId}/delete`]
    for (const path of forms) {
      const anonymous = await request(site.url).post(path).set('Origin', site.url).type('form').send({ _csrf: valid.csrf })
      expect([path, anonymous.status, anonymous.headers.location]).toEqual([path, 303, '/admin'])
      const noToken = await request(site.url).post(path).set('Origin', site.url).set('Cookie', valid.cookie).field('blogTitle', 'x')
      expect([path, noToken.status]).toEqual([path, 403])
      const crossSite = await request(site.url)
        .post(path)
        .set('Origin', 'https://evil.example')
        .set('Cookie', valid.cookie)
        .field('_csrf', valid.csrf)
      expect([path, crossSite.status]).toEqual([path, 403])
    }
    expect((await site.deps.db('blog_posts').where({ id: postId }).first())?.title).toBe('Matrix post')
  })
})

describe('public blog reads', () => {
  test('anyone reads the published posts and one post, without a token; an unknown id is 404', async () => {
    const list = await request(site.url).get('/api/v1/admin/get-blogs')
    expect(list.status).toBe(200)
    expect((list.body.message as { title: string }[]).map((p) => p.title)).toContain('Matrix post')
    const one = await request(site.url).get(`/api/v1/admin/get-single-blog/${postId}`)
    expect(one.status).toBe(200)
    expect(one.body.message.title).toBe('Matrix post')
    expect((await request(site.url).get('/api/v1/admin/get-single-blog/999999')).status).toBe(404)
  })
})

describe('admin API calls', () => {
  const calls = () => [
    { name: 'create-blog', send: (r: ReturnType<typeof request>) => r.post('/api/v1/admin/create-blog').field('blogTitle', ''), ok: 400 },
    { name: 'delete-single-blog', send: (r: ReturnType<typeof request>) => r.delete('/api/v1/admin/delete-single-blog/999999'), ok: 404 },
  ]

  test('no credential, an expired session, alg none, a wrong key, an expired token and the display token are all refused with 401', async () => {
    const absolute = await expiredSession('absolute')
    const forged = forgedTokens(TEST_ADMIN.email)
    const expired = await issueApiToken(site.deps.db, TEST_ADMIN.email, Date.now() - 2 * 60 * 60 * 1000)
    const bad: [string, (r: request.Test) => request.Test][] = [
      ['nothing', (r) => r],
      ['expired session', (r) => r.set('Cookie', absolute)],
      ['alg none', (r) => r.set('Authorization', `Bearer ${forged.algNone}`)],
      ['wrong key', (r) => r.set('Authorization', `Bearer ${forged.wrongKey}`)],
      ['expired token', (r) => r.set('Authorization', `Bearer ${expired}`)],
      ['display token', (r) => r.set('Authorization', `Bearer ${issueDisplayToken(SECRET, TEST_ADMIN.email)}`)],
      ['not a bearer', (r) => r.set('Authorization', `Basic ${Buffer.from('a:b').toString('base64')}`)],
    ]
    for (const call of calls()) {
      for (const [label, auth] of bad) {
        const res = await auth(call.send(request(site.url)).set('Origin', site.url))
        // The refusal alone: no field message of the form it never read (docs/testing/http-stories-replay.md).
        expect([call.name, label, res.status, res.body.errors]).toEqual([call.name, label, 401, undefined])
      }
    }
  })

  test('a valid bearer token, or the session with its CSRF token, passes', async () => {
    for (const call of calls()) {
      const viaToken = await call.send(request(site.url)).set('Authorization', `Bearer ${token}`)
      expect([call.name, viaToken.status]).toEqual([call.name, call.ok])
      const viaSession = await call
        .send(request(site.url))
        .set('Cookie', valid.cookie)
        .set('Origin', site.url)
        .set('x-csrf-token', valid.csrf)
      expect([call.name, viaSession.status]).toEqual([call.name, call.ok])
    }
  })
})
