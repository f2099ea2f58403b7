import fs from 'node:fs'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { apiToken, makeImage, signIn, uploadFiles } from '../e2e/blog-helpers'

let site: TestSite
let token: string
let images: { main: Buffer; one: Buffer; two: Buffer }

beforeAll(async () => {
  site = await startSite()
  token = await apiToken(site)
  images = {
    main: await makeImage(2400, 1200, '#1e63d6'),
    one: await makeImage(800, 600, '#f5a623', 'jpeg'),
    two: await makeImage(300, 300, '#0f6e3f', 'gif'),
  }
})
afterAll(() => site?.close())

const create = (fields: Record<string, string>, files: Record<string, [Buffer, string]>) => {
  let req = request(site.url).post('/api/v1/admin/create-blog').set('Authorization', `Bearer ${token}`)
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v)
  for (const [k, [buf, name]] of Object.entries(files)) req = req.attach(k, buf, name)
  return req
}
const fields = { blogTitle: 'How EMI is worked out', blogCategory: 'Personal Loans', blogTag: 'EMI', blogContent: 'Line one.\nLine two.' }

describe('the blog JSON API (docs/product.md §18 JSON API)', () => {
  test('admin-login answers a token for the right password and the same 401 message for a wrong e-mail or password', async () => {
    expect(token).toMatch(/^lpat_[A-Za-z0-9_-]{43}$/)
    const wrongPassword = await request(site.url)
      .post('/api/v1/admin/admin-login')
      .set('Origin', site.url)
      .send({ ...TEST_ADMIN, password: 'nope-nope-nope' })
    const wrongEmail = await request(site.url)
      .post('/api/v1/admin/admin-login')
      .set('Origin', site.url)
      .send({ ...TEST_ADMIN, email: 'someone@example.com' })
    expect([wrongPassword.status, wrongEmail.status]).toEqual([401, 401])
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' })
    expect(wrongEmail.body).toEqual({ message: 'Invalid email or password' })
  })

  test('create-blog stores a post with three re-encoded images, get-blogs and get-single-blog return it, delete removes row and files', async () => {
    const res = await create(fields, { image: [images.main, 'main.png'], image1: [images.one, 'one.jpg'], image2: [images.two, 'two.gif'] })
    expect(res.status).toBe(201)
    const item = res.body.message
    expect(item).toMatchObject({ title: fields.blogTitle, content: fields.blogContent, category: 'Personal Loans', tag: 'EMI' })
    expect(item.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    expect(item.image1).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    expect(await uploadFiles(site.deps.env.UPLOADS_DIR)).toHaveLength(6)

    const served = await request(site.url).get(item.image)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toContain('max-age=31536000')
    const { default: sharp } = await import('sharp')
    const meta = await sharp(served.body as Buffer).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800])

    const list = await request(site.url).get('/api/v1/admin/get-blogs').set('Authorization', `Bearer ${token}`)
    expect(list.status).toBe(200)
    expect(list.body.message[0]).toMatchObject({ _id: item._id, title: fields.blogTitle, createdAt: item.createdAt })
    const one = await request(site.url).get(`/api/v1/admin/get-single-blog/${item._id}`).set('Authorization', `Bearer ${token}`)
    expect(one.body.message._id).toBe(item._id)
    expect((await request(site.url).get('/api/v1/admin/get-single-blog/99999').set('Authorization', `Bearer ${token}`)).status).toBe(404)

    const del = await request(site.url)
      .delete('/api/v1/admin/delete-single-blog')
      .set('Authorization', `Bearer ${token}`)
      .send({ id: item._id })
    expect(del.status).toBe(200)
    expect(await uploadFiles(site.deps.env.UPLOADS_DIR)).toEqual([])
    expect((await request(site.url).get(`/api/v1/admin/get-single-blog/${item._id}`).set('Authorization', `Bearer ${token}`)).status).toBe(
      404,
    )
  })

  test('delete-single-blog takes the id from ?id= or the path too; an unknown id is 404', async () => {
    const a = (await create(fields, { image: [images.one, 'a.jpg'] })).body.message._id
    const b = (await create(fields, { image: [images.one, 'b.jpg'] })).body.message._id
    expect(
      (await request(site.url).delete(`/api/v1/admin/delete-single-blog?id=${a}`).set('Authorization', `Bearer ${token}`)).status,
    ).toBe(200)
    expect((await request(site.url).delete(`/api/v1/admin/delete-single-blog/${b}`).set('Authorization', `Bearer ${token}`)).status).toBe(
      200,
    )
    expect((await request(site.url).delete(`/api/v1/admin/delete-single-blog/${b}`).set('Authorization', `Bearer ${token}`)).status).toBe(
      404,
    )
  })

  test('a missing field or image is 400 with the spec message and per-field errors, and nothing is stored', async () => {
    const noImage = await create(fields, {})
    expect(noImage.status).toBe(400)
    expect(noImage.body).toEqual({
      message: 'Please fill all fields and upload an image!',
      errors: { image: 'Please fill all fields and upload an image!' },
    })
    const noTitle = await create({ ...fields, blogTitle: '  ' }, { image: [images.one, 'x.jpg'] })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.errors.blogTitle).toBe('Please fill all fields and upload an image!')
    const badCategory = await create({ ...fields, blogCategory: 'Lottery' }, { image: [images.one, 'x.jpg'] })
    expect(badCategory.body.errors.blogCategory).toBe('Choose one of the listed categories')
    expect(await uploadFiles(site.deps.env.UPLOADS_DIR)).toEqual([])
    expect(await site.deps.db('blog_posts').count({ n: '*' }).first()).toEqual({ n: 0 })
  })

  test('a malformed multipart body is 400, not 500', async () => {
    const res = await request(site.url)
      .post('/api/v1/admin/create-blog')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="blogTitle"\r\n\r\nunterminated')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('The upload could not be read. Please try again.')
  })

  test('with the admin session instead of a token, a change needs the CSRF token', async () => {
    const { cookie, csrf } = await signIn(site)
    const without = await request(site.url)
      .post('/api/v1/admin/create-blog')
      .set('Cookie', cookie)
      .set('Origin', site.url)
      .field('blogTitle', 'x')
    expect(without.status).toBe(403)
    const withToken = await request(site.url)
      .post('/api/v1/admin/create-blog')
      .set('Cookie', cookie)
      .set('Origin', site.url)
      .set('x-csrf-token', csrf)
      .field(fields)
      .attach('image', images.one, 'x.jpg')
    expect(withToken.status).toBe(201)
    expect(fs.existsSync(site.deps.env.UPLOADS_DIR)).toBe(true)
    const del = await request(site.url)
      .delete(`/api/v1/admin/delete-single-blog/${withToken.body.message._id}`)
      .set('Cookie', cookie)
      .set('Origin', site.url)
    expect(del.status).toBe(403)
  })

  test('the sitemap lists each post and the RSS feed escapes its text', async () => {
    const res = await create({ ...fields, blogTitle: 'Fees & <charges> explained' }, { image: [images.one, 'x.jpg'] })
    const id = res.body.message._id
    const sitemap = await request(site.url).get('/sitemap.xml')
    expect(sitemap.text).toContain(`/single-blog/${id}</loc>`)
    const rss = await request(site.url).get('/blog/rss.xml')
    expect(rss.headers['content-type']).toContain('application/rss+xml')
    expect(rss.text).toContain('<title>Fees &amp; &lt;charges&gt; explained</title>')
    await request(site.url).delete(`/api/v1/admin/delete-single-blog/${id}`).set('Authorization', `Bearer ${token}`)
    expect((await request(site.url).get('/sitemap.xml')).text).not.toContain(`/single-blog/${id}<`)
  })

  test("add-loan-details sets a loan type's displayed terms, checked by zod, and the apply page shows them", async () => {
    const send = (body: object) =>
      request(site.url).post('/api/v1/admin/add-loan-details').set('Authorization', `Bearer ${token}`).send(body)
    const ok = await send({
      loanType: 'home',
      interestRate: '7.15% to 11.5% p.a.',
      repaymentPeriod: 'Up to 30 years',
      prepayment: 'Free after the 1st EMI',
    })
    expect(ok.status).toBe(200)
    expect(ok.body.message).toMatchObject({ key: 'home', interestRate: '7.15% to 11.5% p.a.' })
    const bad = await send({ loanType: 'home', interestRate: '', repaymentPeriod: 'x', prepayment: 'y' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.interestRate).toBe('Interest rate is required')
    expect((await send({ loanType: 'yacht', interestRate: '1', repaymentPeriod: '1', prepayment: '1' })).status).toBe(404)
    expect((await request(site.url).post('/api/v1/admin/add-loan-details').set('Origin', site.url).send({ loanType: 'home' })).status).toBe(
      401,
    )
    expect((await request(site.url).get('/apply-now')).text).toContain('7.15% to 11.5% p.a.')
  })
})
