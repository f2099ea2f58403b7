import { createHash } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, layoutModes, modes, openPage, seriousA11yViolations } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { apiToken, makeImage, signIn, storedFiles } from './blog-helpers'

let site: TestSite
let browser: Browser
let pictures: { name: string; mimeType: string; buffer: Buffer }[]

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
  pictures = [
    { name: 'main.png', mimeType: 'image/png', buffer: await makeImage(1920, 1080, '#1e63d6') },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await makeImage(1200, 800, '#f5a623', 'jpeg') },
    { name: 'third.gif', mimeType: 'image/gif', buffer: await makeImage(600, 400, '#0f6e3f', 'gif') },
  ]
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const enGB = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso))
const authToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'))
const text = (page: Page, selector: string) => page.locator(selector).innerText()

async function expectClean(page: Page, js: boolean, problems: string[]) {
  expect(await seriousA11yViolations(page, js)).toEqual([])
  expect(problems).toEqual([])
}

/** The admin pages whose form or table React takes over; each marks itself `data-hydrated` when it has. */
const HYDRATED = /^\/admin-dashboard\/(createblog|blogs(\/[^/]+\/edit)?)$/

/**
 * Opens `path` and waits for what the story reads: the load event (images included) and, with
 * JavaScript, the page's own work after it: React taking the blog form or table over, and the
 * dashboard's charts drawn (they start after load and first paint, docs/decisions/101). The blog and
 * sign-in pages load no script (tests/e2e/layout.test.ts), so nothing can change after their load.
 */
async function go(page: Page, path: string, js: boolean, on = site) {
  const res = await page.goto(`${on.url}${path}`, { waitUntil: 'load' })
  if (js && HYDRATED.test(path)) await page.locator('[data-hydrated]').first().waitFor()
  if (js && path.startsWith('/admin-dashboard')) await expect.poll(() => page.locator('[data-lead-chart]:not(.is-drawn)').count()).toBe(0)
  return res
}

// The whole admin story, with JavaScript on and off: sign in, create, see it everywhere, edit, delete, log out.
// With script the images live on disk, without it in the database: each store carries the whole story
// (docs/decisions/082-image-store.md).
describe.each([
  { mode: modes[0]!, imageStore: 'disk' },
  { mode: modes[3]!, imageStore: 'database' },
])('$mode.name, images on $imageStore', ({ mode, imageStore }) => {
  let story: TestSite
  beforeAll(async () => {
    story = await startSite({ env: { IMAGE_STORE: imageStore } })
  })
  afterAll(() => story?.close())

  test('the admin signs in, creates a post with three images, sees it published, edits it, deletes it and logs out', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    const title = `Understanding your CIBIL score before you apply for a home loan (${mode.js ? 'js' : 'no-js'})`
    const content = 'A score above 750 helps.\nCheck it once a year.\n\nDispute errors early.'

    // 1. Sign in.
    await go(page, '/admin', mode.js, story)
    await expectClean(page, mode.js, problems)
    await page.fill('#admin-email', TEST_ADMIN.email)
    await page.fill('#admin-password', TEST_ADMIN.password)
    await Promise.all([page.waitForURL(`${story.url}/admin-dashboard`), page.click('button:has-text("Login")')])
    expect(await page.getByRole('status').first().innerText()).toBe('Login Successfull !!')
    if (mode.js) {
      await page.waitForFunction(() => localStorage.getItem('authToken'))
      const payload = JSON.parse(Buffer.from((await authToken(page))!.split('.')[1]!, 'base64url').toString('utf8'))
      expect(payload.email).toBe(TEST_ADMIN.email)
    }
    expect(await page.locator('.admin-stat', { hasText: 'Blog posts' }).count()).toBe(1)
    await expectClean(page, mode.js, problems)
    // Back at /admin while signed in: straight to the dashboard.
    await page.goto(`${story.url}/admin`)
    expect(page.url()).toBe(`${story.url}/admin-dashboard`)

    // 2. Create: first with a missing field, then complete with three images.
    await go(page, '/admin-dashboard/createblog', mode.js, story)
    await expectClean(page, mode.js, problems)
    await page.fill('#f-blogTitle', title)
    await page.click('button:has-text("Submit Blog")')
    await page.waitForLoadState()
    expect(await text(page, '.notice-error')).toContain('Please fill all fields and upload an image!')
    expect(await page.inputValue('#f-blogTitle')).toBe(title)
    // Without script the 422 answer itself is logged by the browser; nothing else may be.
    expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([])
    problems.length = 0
    await page.selectOption('#f-blogCategory', 'Credit Score')
    await page.fill('#f-blogTag', 'CIBIL')
    await page.fill('#f-blogContent', content)
    await page.setInputFiles('#f-image', pictures[0]!)
    await page.setInputFiles('#f-image1', pictures[1]!)
    await page.setInputFiles('#f-image2', pictures[2]!)
    if (mode.js) {
      await expect.poll(() => page.locator('img.blog-preview[src^="blob:"]').count()).toBe(3)
    }
    await page.click('button:has-text("Submit Blog")')
    await page.getByText('Blog submitted successfully!').waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'Blog submitted successfully!' }).count()).toBe(1)
    expect(await page.inputValue('#f-blogTitle')).toBe('')
    expect(await page.locator('img.blog-preview').count()).toBe(0)
    const row = await story.deps.db('blog_posts').where({ title }).first()
    expect(row).toMatchObject({ category: 'Credit Score', tag: 'CIBIL', content })
    expect([row.image1, row.image2].every(Boolean)).toBe(true)
    const id = String(row.id)
    expect(await storedFiles(story)).toHaveLength(6)
    expect(await storedFiles(story, imageStore === 'disk' ? 'database' : 'disk')).toEqual([])

    // 3. Published: /blog, /single-blog/:id, the home teaser and the RSS feed.
    await go(page, '/blog', mode.js, story)
    const card = page.locator(`a.blog-card[href="/single-blog/${id}"]`)
    expect(await card.locator('h3').innerText()).toBe(`${title.slice(0, 45)}...`)
    expect(await card.locator('.blog-card-excerpt').innerText()).toBe(`${content.replace(/\s+/g, ' ')}...`)
    const inCategory = await story.deps.db('blog_posts').where({ category: 'Credit Score' }).count({ n: '*' }).first()
    expect(await page.locator('.blog-cat-box a', { hasText: 'Credit Score' }).locator('.blog-count').innerText()).toBe(
      String(inCategory?.n),
    )
    await expectClean(page, mode.js, problems)
    await go(page, `/single-blog/${id}`, mode.js, story)
    expect(await page.locator('h1').innerText()).toBe(title)
    expect(await page.locator('.post-meta .blog-badge').innerText()).toBe('Credit Score')
    expect(await page.locator('.post-meta time').innerText()).toBe(enGB(row.created_at))
    expect(await page.locator('.post-content').innerText()).toBe(content)
    expect(await page.locator('.post-extra img').count()).toBe(2)
    expect(await page.title()).toContain(title)
    expect(await page.locator('meta[property="og:image"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')))).toEqual([
      `${story.url}/uploads/${row.image}.webp`,
    ])
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s))
    expect(ld.find((d) => d['@type'] === 'BlogPosting')?.headline).toBe(title)
    await expectClean(page, mode.js, problems)
    await go(page, '/', mode.js, story)
    expect(await page.locator('.blog-teaser').innerText()).toContain(title.slice(0, 45))
    expect(await page.locator(`.blog-teaser a[href="/single-blog/${id}"]`).count()).toBeGreaterThan(0)
    const rss = await (await fetch(`${story.url}/blog/rss.xml`)).text()
    expect(rss).toContain(`<title>${title}</title>`)
    expect(rss).toContain(`/single-blog/${id}</link>`)

    // 4. Edit the post.
    await go(page, '/admin-dashboard/blogs', mode.js, story)
    await expectClean(page, mode.js, problems)
    const tableRow = page.locator('tr', { has: page.locator(`a[href="/single-blog/${id}"]`) })
    expect(await tableRow.locator('.cell-title').innerText()).toBe(`${title.slice(0, 35)}...`)
    await tableRow.locator('a[href$="/edit"]').click()
    await page.waitForURL(`${story.url}/admin-dashboard/blogs/${id}/edit`)
    if (mode.js) await page.locator('[data-hydrated]').first().waitFor()
    await expectClean(page, mode.js, problems)
    await page.fill('#f-blogTitle', 'CIBIL score basics')
    await page.check('input[name="removeImage2"]')
    await Promise.all([page.waitForURL(`${story.url}/admin-dashboard/blogs`), page.click('button:has-text("Save Changes")')])
    expect(await page.getByRole('status').first().innerText()).toBe('Blog updated successfully!')
    const edited = await story.deps.db('blog_posts').where({ id }).first()
    expect([edited.title, edited.image2]).toEqual(['CIBIL score basics', null])
    expect(await storedFiles(story)).not.toContain(`${row.image2}.webp`)
    expect((await fetch(`${story.url}/uploads/${row.image2}.webp`)).status).toBe(404)

    // 5. Delete: Cancel first, then confirm.
    if (mode.js) await page.locator('[data-hydrated]').first().waitFor()
    const editedRow = page.locator('tr', { has: page.locator(`a[href="/single-blog/${id}"]`) })
    await editedRow.locator('a[href$="/delete"]').click()
    if (mode.js) {
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(await dialog.locator('h2').innerText()).toBe('Confirm Deletion')
      expect(await dialog.locator('p').innerText()).toBe('Are you sure you want to DELETE this blog? This action is irreversible.')
      await expectClean(page, mode.js, problems)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await editedRow.locator('a[href$="/delete"]').click()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await editedRow.count()).toBe(1)
      await editedRow.locator('a[href$="/delete"]').click()
      // Confirming posts to the same route as the page without script does.
      const [sent] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/admin-dashboard/blogs/${id}/delete`),
        dialog.getByRole('button', { name: 'Delete' }).click(),
      ])
      expect(sent.headers().accept).toBe('application/json')
      await dialog.waitFor({ state: 'hidden' })
      await page.getByRole('status').filter({ hasText: 'The blog was deleted.' }).waitFor()
      expect(await editedRow.count()).toBe(0)
    } else {
      await page.waitForURL(`${story.url}/admin-dashboard/blogs/${id}/delete`)
      expect(await page.locator('h1').innerText()).toBe('Confirm Deletion')
      expect(await page.getByText('Are you sure you want to DELETE this blog? This action is irreversible.').count()).toBe(1)
      await expectClean(page, mode.js, problems)
      await page.getByRole('link', { name: 'Cancel' }).click()
      await page.waitForURL(`${story.url}/admin-dashboard/blogs`)
      expect(await editedRow.count()).toBe(1)
      await editedRow.locator('a[href$="/delete"]').click()
      await page.waitForURL(`${story.url}/admin-dashboard/blogs/${id}/delete`)
      await Promise.all([page.waitForURL(`${story.url}/admin-dashboard/blogs`), page.getByRole('button', { name: 'Delete' }).click()])
      expect(await page.getByRole('status').first().innerText()).toBe('The blog was deleted.')
      expect(await editedRow.count()).toBe(0)
    }
    expect(await story.deps.db('blog_posts').where({ id }).first()).toBeUndefined()
    expect(await storedFiles(story)).toEqual([])
    expect((await fetch(`${story.url}/uploads/${row.image}-card.webp`)).status).toBe(404)
    expect((await go(page, `/single-blog/${id}`, mode.js, story))?.status()).toBe(404)
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([])
    problems.length = 0

    // 6. Log out from the admin header.
    await go(page, '/admin-dashboard', mode.js, story)
    await Promise.all([page.waitForURL(`${story.url}/`), page.getByRole('button', { name: 'Logout' }).click()])
    if (mode.js) expect(await authToken(page)).toBeNull()
    await page.goto(`${story.url}/admin-dashboard/blogs`)
    expect(page.url()).toBe(`${story.url}/admin`)
    expect(problems).toEqual([])
    await close()
  })
})

// Several processes share images through the database (docs/decisions/082-image-store.md): what the
// store serves there must be as cacheable as a file, and must go with its post.
describe('images kept in the database', () => {
  test('an admin creates a post with an image; it is served with a strong ETag and a year of caching, a repeat gets 304, and after the delete it is 404', async () => {
    const own = await startSite({ env: { IMAGE_STORE: 'database' } })
    try {
      const { cookie, csrf } = await signIn(own)
      const title = 'Images from the database'
      const created = await request(own.url)
        .post('/admin-dashboard/createblog')
        .set('Origin', own.url)
        .set('Cookie', cookie)
        .field({ blogTitle: title, blogCategory: 'Home Loans', blogTag: 'Tips', blogContent: 'Body', _csrf: csrf })
        .attach('image', pictures[0]!.buffer, 'main.png')
      expect(created.status).toBe(303)
      const row = await own.deps.db('blog_posts').where({ title }).first()
      expect(await storedFiles(own, 'database')).toEqual([`${row.image}-card.webp`, `${row.image}.webp`])
      expect(await storedFiles(own, 'disk')).toEqual([])

      const full = `/uploads/${row.image}.webp`
      const card = `/uploads/${row.image}-card.webp`
      const first = await request(own.url).get(full).buffer(true)
      const bytes = Buffer.from(first.body as Buffer)
      const etag = String(first.headers.etag)
      expect(first.status).toBe(200)
      expect(first.headers['content-type']).toBe('image/webp')
      expect(first.headers['x-content-type-options']).toBe('nosniff')
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(etag).toBe(`"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`) // strong: no W/
      const meta = await sharp(bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 900])

      const again = await request(own.url).get(full).set('If-None-Match', etag)
      expect([again.status, again.headers.etag, again.text ?? '']).toEqual([304, etag, ''])
      expect((await request(own.url).get(full).set('If-None-Match', '"some-other-tag"')).status).toBe(200)
      const head = await request(own.url).head(full)
      expect([head.status, head.headers['content-type'], head.headers.etag, Number(head.headers['content-length'])]).toEqual([
        200,
        'image/webp',
        etag,
        bytes.length,
      ])
      const small = await request(own.url).get(card).buffer(true)
      expect([small.status, (await sharp(Buffer.from(small.body as Buffer)).metadata()).width]).toEqual([200, 640])
      expect(small.headers.etag).not.toBe(etag)

      const deleted = await request(own.url)
        .post(`/admin-dashboard/blogs/${row.id}/delete`)
        .set('Origin', own.url)
        .set('Cookie', cookie)
        .type('form')
        .send({ _csrf: csrf })
      expect(deleted.status).toBe(303)
      expect((await request(own.url).get(full)).status).toBe(404)
      expect((await request(own.url).get(card).set('If-None-Match', etag)).status).toBe(404)
      expect(await storedFiles(own)).toEqual([])
    } finally {
      await own.close()
    }
  })
})

describe('wrong credentials', () => {
  test('say "Invalid email or password" for a wrong password or e-mail, and lead to 429 after 5 failures', async () => {
    const own = await startSite()
    try {
      const { page, problems, close } = await openPage(browser, modes[2]!)
      for (const [i, creds] of [
        { email: TEST_ADMIN.email, password: 'wrong-password-1' },
        { email: 'nobody@example.com', password: TEST_ADMIN.password },
      ].entries()) {
        await page.goto(`${own.url}/admin`)
        await page.fill('#admin-email', creds.email)
        await page.fill('#admin-password', creds.password)
        const [res] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          page.click('button:has-text("Login")'),
        ])
        expect([i, res.status()]).toEqual([i, 401])
        await page.waitForLoadState()
        expect(await page.getByRole('alert').first().innerText()).toBe('Invalid email or password')
        expect(await page.inputValue('#admin-email')).toBe(creds.email)
        expect(await page.inputValue('#admin-password')).toBe('')
      }
      expect(await seriousA11yViolations(page, true)).toEqual([])
      // Three more failures from the same IP make five; the sixth attempt, even with the right password, is refused.
      for (let i = 0; i < 3; i++) {
        const r = await fetch(`${own.url}/admin`, {
          method: 'POST',
          headers: { origin: own.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: `email=x${i}%40example.com&password=bad`,
          redirect: 'manual',
        })
        expect(r.status).toBe(401)
      }
      const html = await fetch(`${own.url}/admin`, {
        method: 'POST',
        headers: { origin: own.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(TEST_ADMIN).toString(),
        redirect: 'manual',
      })
      expect(html.status).toBe(429)
      const json = await fetch(`${own.url}/api/v1/admin/admin-login`, {
        method: 'POST',
        headers: { origin: own.url, 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      })
      expect(json.status).toBe(429)
      expect(problems.filter((p) => !p.includes('401'))).toEqual([])
      await close()
    } finally {
      await own.close()
    }
  })
})

describe('script in content', () => {
  test('shows as text on every page where it appears, and no dialog fires', async () => {
    const token = await apiToken(site)
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    const res = await fetch(`${site.url}/api/v1/admin/create-blog`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: (() => {
        const fd = new FormData()
        fd.set('blogTitle', evil)
        fd.set('blogCategory', 'Overdraft')
        fd.set('blogTag', evil)
        fd.set('blogContent', evil)
        fd.set('image', new Blob([new Uint8Array(pictures[2]!.buffer)], { type: 'image/gif' }), 'x.gif')
        return fd
      })(),
    })
    expect(res.status).toBe(201)
    const { message } = (await res.json()) as { message: { _id: string } }
    const { page, problems, close } = await openPage(browser, modes[0]!)
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.context().addCookies([]) // public pages first, then the admin's
    for (const path of ['/', '/blog', `/single-blog/${message._id}`]) {
      await go(page, path, true)
      expect(await page.locator('body').innerText()).toContain('<script>alert(1)</script>')
    }
    await page.goto(`${site.url}/admin`)
    await page.fill('#admin-email', TEST_ADMIN.email)
    await page.fill('#admin-password', TEST_ADMIN.password)
    await Promise.all([page.waitForURL(`${site.url}/admin-dashboard`), page.click('button:has-text("Login")')])
    await go(page, '/admin-dashboard/blogs', true)
    expect(await page.locator('body').innerText()).toContain('<script>alert(1)</scri')
    await go(page, `/admin-dashboard/blogs/${message._id}/edit`, true)
    expect(await page.inputValue('#f-blogContent')).toBe(evil)
    expect(dialogs).toEqual([])
    expect(problems).toEqual([])
    await close()
    await fetch(`${site.url}/api/v1/admin/delete-single-blog/${message._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
  })
})

// Each page loads once a mode and meets axe at both widths there (docs/testing.md).
describe.each(behaviourModes)('every admin and blog page in $name', (mode) => {
  test('is axe-clean and has no console or CSP problems', async () => {
    const token = await apiToken(site)
    const fd = new FormData()
    Object.entries({ blogTitle: 'Axe post', blogCategory: 'Home Loans', blogTag: 'Tips', blogContent: 'Some text.\nMore text.' }).forEach(
      ([k, v]) => fd.set(k, v),
    )
    fd.set('image', new Blob([new Uint8Array(pictures[0]!.buffer)], { type: 'image/png' }), 'a.png')
    fd.set('image1', new Blob([new Uint8Array(pictures[1]!.buffer)], { type: 'image/jpeg' }), 'b.jpg')
    const { message } = (await (
      await fetch(`${site.url}/api/v1/admin/create-blog`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: fd })
    ).json()) as { message: { _id: string } }
    const { page, problems, close } = await openPage(browser, mode)
    const check = async (path: string, status = 200) => {
      const res = await go(page, path, mode.js)
      expect([path, res?.status()]).toEqual([path, status])
      expect([path, await a11yAtLayoutWidths(page, mode.js)]).toEqual([path, []])
    }
    // /blog and /admin as they first open meet axe in the layout story (tests/e2e/layout.test.ts); here
    // the blog's other states and the admin's pages.
    // On the Hindi blog the English post is listed under its own heading, and opens with lang="en"
    // inside a Hindi page (docs/decisions/175).
    for (const path of [
      '/blog?q=zzz',
      '/blog?category=Home%20Loans',
      `/single-blog/${message._id}`,
      '/hi/blog?category=Home%20Loans',
      `/hi/single-blog/${message._id}`,
    ])
      await check(path)
    await check('/single-blog/424242', 404)
    expect(await page.locator('h1').innerText()).toBe('Blog not found')
    // The browser reports the 404 of that page itself as a console error; anything else is a problem.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([])
    problems.length = 0
    await page.goto(`${site.url}/admin`)
    await page.fill('#admin-email', TEST_ADMIN.email)
    await page.fill('#admin-password', TEST_ADMIN.password)
    await Promise.all([page.waitForURL(`${site.url}/admin-dashboard`), page.click('button:has-text("Login")')])
    for (const path of [
      '/admin-dashboard',
      '/admin-dashboard/blogs',
      '/admin-dashboard/createblog',
      `/admin-dashboard/blogs/${message._id}/edit`,
      `/admin-dashboard/blogs/${message._id}/delete`,
    ])
      await check(path)
    // Below 1024 px the side menu is a panel behind "Admin menu"; open, it must be as clean.
    const phone = layoutModes.find((m) => m.width < 1024)!
    await page.setViewportSize({ width: phone.width, height: phone.height })
    await page.getByText('Admin menu').click()
    await page.locator('nav#admin-menu a', { hasText: 'Blogs' }).waitFor({ state: 'visible' })
    expect(await seriousA11yViolations(page, mode.js)).toEqual([])
    expect(problems).toEqual([])
    await close()
    await fetch(`${site.url}/api/v1/admin/delete-single-blog/${message._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
  }, 240_000)
})

describe('a visitor browsing the blog', () => {
  test('searches and filters with GET forms and links, by the phone dropdown (which closes on an outside click) or the side box, and pages through 9 at a time', async () => {
    const token = await apiToken(site)
    const ids: string[] = []
    for (let i = 1; i <= 10; i++) {
      const fd = new FormData()
      const category = i <= 3 ? 'Car Loans' : 'Financial Planning'
      Object.entries({
        blogTitle: `Browsing post ${i}`,
        blogCategory: category,
        blogTag: 'x',
        blogContent: i === 7 ? 'All about the SIP habit' : 'Body text',
      }).forEach(([k, v]) => fd.set(k, v))
      fd.set('image', new Blob([new Uint8Array(pictures[2]!.buffer)], { type: 'image/gif' }), 'a.gif')
      const res = await fetch(`${site.url}/api/v1/admin/create-blog`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: fd,
      })
      ids.push(((await res.json()) as { message: { _id: string } }).message._id)
    }
    for (const mode of modes) {
      const phone = mode.width < 1024
      const { page, problems, close } = await openPage(browser, mode)
      await go(page, '/blog', mode.js)
      const titles = () => page.locator('.blog-card h3').allInnerTexts()
      expect(await titles()).toHaveLength(9)
      expect(await page.locator('.blog-past li').count()).toBe(4)
      // Paging and the search box work alike at any width: they are walked at one, JavaScript on and
      // off; each width then finds the categories its own way (docs/testing.md).
      if (behaviourModes.includes(mode)) {
        await page.locator('.blog-pages a', { hasText: 'Next' }).click()
        await page.waitForURL(/page=2/)
        expect((await titles()).length).toBeGreaterThan(0)

        // The search is a plain GET form: the query lands in the address, so a result can be shared.
        expect(await page.locator('form[role="search"]').evaluate((f: HTMLFormElement) => [f.method, new URL(f.action).pathname])).toEqual([
          'get',
          '/blog',
        ])
        await page.fill('#blog-q', 'sip habit')
        await page.getByRole('button', { name: 'Search' }).click()
        await page.waitForURL(/q=sip/)
        expect(await titles()).toEqual(['Browsing post 7'])
        await page.fill('#blog-q', 'nothing like this')
        await page.getByRole('button', { name: 'Search' }).click()
        await page.waitForURL(/q=nothing/)
        expect(await page.locator('.blog-empty').innerText()).toBe('No Blogs available')
        await go(page, '/blog', mode.js)
      }

      if (!phone) {
        // Wide screens: the side box lists the categories; a category and a search combine.
        const box = page.locator('.blog-cat-box')
        expect(await box.locator('a', { hasText: 'Car Loans' }).locator('.blog-count').innerText()).toBe('3')
        await box.locator('a', { hasText: 'Car Loans' }).click()
        await page.waitForURL(/category=Car/)
        expect((await titles()).sort()).toEqual(['Browsing post 1', 'Browsing post 2', 'Browsing post 3'])
        await page.fill('#blog-q', 'post 2')
        await page.getByRole('button', { name: 'Search' }).click()
        await page.waitForURL(/q=post/)
        expect(new URL(page.url()).searchParams.get('category')).toBe('Car Loans')
        expect(await titles()).toEqual(['Browsing post 2'])
        expect(problems).toEqual([])
        await close()
        continue
      }
      const dropdown = page.locator('details.blog-cat-dropdown')
      await dropdown.locator('summary').click()
      expect(await dropdown.getAttribute('open')).not.toBeNull()
      // A click outside closes it, with or without JavaScript (the open summary covers the page).
      const heading = (await page.locator('h1').boundingBox())!
      await page.mouse.click(heading.x + 10, heading.y + heading.height / 2)
      expect(await dropdown.getAttribute('open')).toBeNull()
      await dropdown.locator('summary').click()
      expect(await dropdown.locator('a', { hasText: 'Car Loans' }).locator('.blog-count').innerText()).toBe('3')
      await dropdown.locator('a', { hasText: 'Car Loans' }).click()
      await page.waitForURL(/category=Car/)
      expect((await titles()).sort()).toEqual(['Browsing post 1', 'Browsing post 2', 'Browsing post 3'])
      expect(problems).toEqual([])
      await close()
    }
    for (const id of ids)
      await fetch(`${site.url}/api/v1/admin/delete-single-blog/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
  })
})
