import fs from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'
import { apiToken, makeImage, signIn, storedFiles } from '../e2e/blog-helpers'

/** A GIF that is also JavaScript: the screen width bytes open a comment that the trailer closes. */
async function gifJsPolyglot(): Promise<Buffer> {
  const gif = Buffer.from(await makeImage(4, 4, '#ff0000', 'gif'))
  gif.write('/*', 6, 'latin1') // logical screen width = 0x2a2f, read as '/*' by a JS engine
  return Buffer.concat([gif, Buffer.from('*/=alert(1);//', 'latin1')])
}

// Each image store (docs/decisions/082-image-store.md): nothing may be left in either.
describe.each(['disk', 'database'])('upload attacks leave no row and no file behind (images on %s)', (imageStore) => {
  let site: TestSite
  let token: string

  beforeAll(async () => {
    site = await startSite({ env: { IMAGE_STORE: imageStore } })
    token = await apiToken(site)
  })
  afterAll(() => site?.close())

  const fields = { blogTitle: 'Attack', blogCategory: 'Credit Score', blogTag: 'x', blogContent: 'Body' }
  // filepath (not filename) so that the client library sends the name as given, '../' included.
  const upload = (file: Buffer, name: string, type: string) =>
    request(site.url)
      .post('/api/v1/admin/create-blog')
      .set('Authorization', `Bearer ${token}`)
      .field(fields)
      .attach('image', file, { filepath: name, contentType: type } as unknown as { filename: string; contentType: string })

  const rows = async () => Number((await site.deps.db('blog_posts').count({ n: '*' }).first())?.n)

  test.each([
    ['a text file named .png', async () => Buffer.from('just some text, not a picture'), 'notes.png', 'image/png', 415],
    [
      'an SVG with a script',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      'logo.svg',
      'image/svg+xml',
      415,
    ],
    ['a broken PNG', async () => (await makeImage(300, 300, '#123456')).subarray(0, 200), 'broken.png', 'image/png', 422],
    [
      'a 6 MB image',
      async () => Buffer.concat([await makeImage(100, 100, '#00aa00'), Buffer.alloc(6 * 1024 * 1024, 1)]),
      'big.png',
      'image/png',
      413,
    ],
    ['a ../../x.png file name', async () => makeImage(100, 100, '#00aa00'), '../../x.png', 'image/png', 400],
  ])('%s is refused with a clear message', async (_label, make, name, type, status) => {
    const res = await upload(await make(), name, type)
    expect(res.status).toBe(status)
    expect(res.body.message).toMatch(/image|picture|file|MB/i)
    expect(await rows()).toBe(0)
    expect(await storedFiles(site)).toEqual([])
  })

  test('a GIF/JS polyglot is accepted only as a re-encoded WebP that no longer carries the script', async () => {
    const polyglot = await gifJsPolyglot()
    // It really is both: a JS engine parses it, and (below) the image decoder reads it.
    expect(() => new Function(polyglot.toString('latin1'))).not.toThrow()
    const res = await upload(polyglot, 'cat.gif', 'image/gif')
    expect(res.status).toBe(201)
    const served = await request(site.url).get(res.body.message.image).buffer(true)
    const bytes = Buffer.from(served.body as Buffer)
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(bytes.includes(Buffer.from('alert'))).toBe(false)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(await storedFiles(site)).toHaveLength(2)
    await request(site.url).delete(`/api/v1/admin/delete-single-blog/${res.body.message._id}`).set('Authorization', `Bearer ${token}`)
  })

  test('the HTML form shows the failure message and the reason, keeps the typed values and stores nothing', async () => {
    const { cookie, csrf } = await signIn(site)
    const res = await request(site.url)
      .post('/admin-dashboard/createblog')
      .set('Origin', site.url)
      .set('Cookie', cookie)
      .field({ ...fields, _csrf: csrf })
      .attach('image', Buffer.from('plain text'), { filename: 'photo.png', contentType: 'image/png' })
      .attach('image1', await makeImage(50, 50, '#abcdef'), 'ok.png')
    expect(res.status).toBe(415)
    expect(res.text).toContain('Failed to submit the blog. Please try again.')
    expect(res.text).toContain('This file is not an image we can read.')
    expect(res.text).toContain('value="Attack"')
    expect(await rows()).toBe(0)
    expect(await storedFiles(site)).toEqual([])
  })

  test('/uploads serves generated names only: another file in the uploads folder or a path outside it is 404', async () => {
    fs.mkdirSync(site.deps.env.UPLOADS_DIR, { recursive: true })
    fs.writeFileSync(path.join(site.deps.env.UPLOADS_DIR, 'notes.webp'), 'not an upload')
    fs.writeFileSync(path.join(site.deps.env.UPLOADS_DIR, `${'a'.repeat(32)}.webp.txt`), 'not an upload')
    try {
      for (const url of [
        '/uploads/notes.webp',
        `/uploads/${'a'.repeat(32)}.webp.txt`,
        '/uploads/..%2Fpackage.json',
        '/uploads/%2e%2e/package.json',
        `/uploads/${'b'.repeat(32)}.webp`,
      ]) {
        // A dot segment is first sent to its one spelling (docs/decisions/195), outside /uploads.
        const res = await request(site.url).get(url).redirects(1)
        expect([url, res.status, res.text.includes('not an upload')]).toEqual([url, 404, false])
      }
    } finally {
      fs.rmSync(path.join(site.deps.env.UPLOADS_DIR, 'notes.webp'))
      fs.rmSync(path.join(site.deps.env.UPLOADS_DIR, `${'a'.repeat(32)}.webp.txt`))
    }
  })
})
