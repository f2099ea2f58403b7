import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devanagariShare, mainText } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'
import { apiToken, makeImage, signIn } from '../e2e/blog-helpers'

// Issue 26: a post has a language, chosen in the admin's form (which works without script and stays in
// English) or sent to the API; /hi/blog lists the Hindi posts and shows English ones only under a
// heading saying so, and /blog the other way round (docs/decisions/175).

let site: TestSite
let token: string
let image: Buffer

beforeAll(async () => {
  site = await startSite()
  token = await apiToken(site)
  image = await makeImage(800, 450, '#1e63d6')
})
afterAll(() => site?.close())

const hindiPost = {
  blogTitle: 'होम लोन लेने से पहले अपना क्रेडिट स्कोर कैसे सुधारें',
  blogCategory: 'Credit Score',
  blogTag: 'क्रेडिट स्कोर',
  blogContent:
    'अच्छा क्रेडिट स्कोर आपको कम ब्याज दर पर लोन दिला सकता है।\nहर महीने समय पर EMI चुकाएँ, क्रेडिट कार्ड का पूरा बिल भरें और एक साथ कई ऋणदाताओं के पास आवेदन न करें।',
}
const englishPost = {
  blogTitle: 'Fixed or floating rate?',
  blogCategory: 'Home Loans',
  blogTag: 'Rates',
  blogContent: 'A fixed rate stays the same; a floating rate follows the benchmark.',
}

const viaApi = (fields: Record<string, string>) => {
  let req = request(site.url).post('/api/v1/admin/create-blog').set('Authorization', `Bearer ${token}`)
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v)
  return req.attach('image', image, 'main.png')
}
const page = async (path: string) => {
  const res = await request(site.url).get(path)
  expect(res.status, path).toBe(200)
  return res.text
}
const selected = (html: string) => /<select[^>]*name="language"[\s\S]*?<option value="(\w+)" selected=""/.exec(html)?.[1]

describe('a blog post’s language', () => {
  test('the API takes language (en or hi, English when none is sent), returns it, and refuses another one', async () => {
    const en = await viaApi(englishPost)
    expect([en.status, en.body.message.language]).toEqual([201, 'en'])
    const hi = await viaApi({ ...hindiPost, language: 'hi' })
    expect([hi.status, hi.body.message.language]).toEqual([201, 'hi'])
    const bad = await viaApi({ ...englishPost, language: 'fr' })
    expect([bad.status, bad.body.errors.language]).toEqual([400, 'Choose English or Hindi'])
    const listed = await request(site.url).get('/api/v1/admin/get-blogs')
    expect(listed.body.message.map((p: { language: string }) => p.language)).toEqual(['hi', 'en'])
    for (const id of [en.body.message._id, hi.body.message._id])
      await request(site.url).delete(`/api/v1/admin/delete-single-blog/${id}`).set('Authorization', `Bearer ${token}`)
  })

  test('the admin form, without script, stores the chosen language, keeps it on a failed send and on the edit page; it stays English', async () => {
    const { cookie, csrf } = await signIn(site)
    const create = await request(site.url).get('/admin-dashboard/createblog').set('Cookie', cookie)
    expect(create.text).toMatch(/<html[^>]*\slang="en-IN"/)
    expect(create.text).toContain('<option value="en" selected="">English</option>')
    expect(create.text).toContain('<option value="hi">Hindi</option>')

    const post = (path: string, fields: Record<string, string>) =>
      request(site.url)
        .post(path)
        .set('Origin', site.url)
        .set('Cookie', cookie)
        .field({ ...fields, _csrf: csrf })
    const failed = await post('/admin-dashboard/createblog', { ...hindiPost, blogTitle: '', language: 'hi' }).attach(
      'image',
      image,
      'a.png',
    )
    expect(failed.status).toBe(422)
    expect(selected(failed.text)).toBe('hi')

    const sent = await post('/admin-dashboard/createblog', { ...hindiPost, language: 'hi' }).attach('image', image, 'a.png')
    expect([sent.status, sent.headers.location]).toEqual([303, '/admin-dashboard/createblog'])
    const row = await site.deps.db('blog_posts').orderBy('id', 'desc').first()
    expect([row.title, row.language]).toEqual([hindiPost.blogTitle, 'hi'])

    const edit = await request(site.url).get(`/admin-dashboard/blogs/${row.id}/edit`).set('Cookie', cookie)
    expect(selected(edit.text)).toBe('hi')
    const list = await request(site.url).get('/admin-dashboard/blogs').set('Cookie', cookie)
    expect(list.text).toContain(`href="/hi/single-blog/${row.id}"`)
    const saved = await post(`/admin-dashboard/blogs/${row.id}/edit`, { ...hindiPost, language: 'en' })
    expect(saved.status).toBe(303)
    expect((await site.deps.db('blog_posts').where({ id: row.id }).first()).language).toBe('en')
    await site.deps.db('blog_posts').where({ id: row.id }).delete()
  })

  test('/hi/blog lists Hindi posts, English ones under a heading that says so; /blog the other way round', async () => {
    const hi = (await viaApi({ ...hindiPost, language: 'hi' })).body.message
    const en = (await viaApi(englishPost)).body.message

    const hindi = await page('/hi/blog')
    const [mainList, otherList] = hindi.split('id="blog-others-title"')
    expect(mainList).toContain(`href="/hi/single-blog/${hi._id}"`)
    expect(mainList).not.toContain(`href="/hi/single-blog/${en._id}"`)
    expect(otherList).toMatch(/^>अंग्रेज़ी में लेख<\/h2>/)
    expect(otherList).toContain(`href="/hi/single-blog/${en._id}"`)
    expect(otherList).toContain('<h3 lang="en">Fixed or floating rate?</h3>')
    expect(hindi).toContain('क्रेडिट स्कोर</span>')
    expect(hindi).toMatch(/\d{1,2} [\u0900-\u097f]+ \d{4}<\/time>/) // Hindi month names
    expect(devanagariShare(mainText(hindi))).toBeGreaterThanOrEqual(0.6)

    const english = await page('/blog')
    const [enMain, enOther] = english.split('id="blog-others-title"')
    expect(enMain).toContain(`href="/single-blog/${en._id}"`)
    expect(enMain).not.toContain(`href="/single-blog/${hi._id}"`)
    expect(enOther).toMatch(/^>Posts in Hindi<\/h2>/)
    expect(enOther).toContain('<h3 lang="hi">होम लोन लेने से पहले') // the card cuts a long title
    expect(english).toContain('Latest articles')

    // Each feed holds its language's posts.
    const feed = (await request(site.url).get('/hi/blog/rss.xml')).text
    expect(feed).toContain('<language>hi-IN</language>')
    expect(feed).toContain(`/hi/single-blog/${hi._id}</link>`)
    expect(feed).not.toContain(englishPost.blogTitle)
    expect((await request(site.url).get('/blog/rss.xml')).text).not.toContain(hindiPost.blogTitle)

    // A post's page: the page's language around it, the post marked with its own when it differs.
    const hindiOnHindi = await page(`/hi/single-blog/${hi._id}`)
    expect(hindiOnHindi).toContain('<div class="post-body"><h1>')
    expect(devanagariShare(mainText(hindiOnHindi))).toBeGreaterThanOrEqual(0.6)
    expect(hindiOnHindi).toContain('"inLanguage":"hi-IN"')
    const hindiOnEnglish = await page(`/single-blog/${hi._id}`)
    expect(hindiOnEnglish).toContain('<div class="post-body" lang="hi"><h1>')
    expect(hindiOnEnglish).toContain('This post is written in Hindi.')
    expect(hindiOnEnglish).toContain('Ready to compare loan offers?')
    const englishOnHindi = await page(`/hi/single-blog/${en._id}`)
    expect(englishOnHindi).toContain('<div class="post-body" lang="en"><h1>')
    expect(englishOnHindi).toContain('यह लेख अंग्रेज़ी में लिखा गया है।')
    expect(englishOnHindi).toContain('href="/hi/apply-now"')

    const missing = await request(site.url).get('/hi/single-blog/99999')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('लेख नहीं मिला')
    expect(missing.text).toContain('href="/hi/blog"')
  })
})
