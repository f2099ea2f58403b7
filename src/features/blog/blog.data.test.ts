import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { blogFieldsSchema } from '#src/shared/schemas/blog'
import { blogListing, createPost, deletePost, getPost, latestPosts, updatePost, type Upload } from './blog.service.server'
import { createImageStore, type ImageStore } from './image-store.server'

const png = (w: number, h: number, colour: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background: colour } })
    .png()
    .toBuffer()
/** The fields as the route hands them over: parsed by the schema (docs/decisions/185). */
const fields = (title: string, category = 'Home Loans', content = 'Plain text body') =>
  blogFieldsSchema.parse({ blogTitle: title, blogCategory: category, blogTag: 'Guide', blogContent: content })

// Every engine with each image store (docs/decisions/082-image-store.md).
const cases = engines.flatMap((kind) => (['disk', 'database'] as const).map((imageStore) => [kind, imageStore] as const))

const ACTOR = 'admin@loanpartner.in'

describe.each(cases)('blog posts on %s with images on %s', (kind, imageStore) => {
  let t: TestDb
  let dir: string
  let store: ImageStore
  let image: Upload
  /** Every stored file, on disk and in the images table alike: what one store keeps, the other must not. */
  const files = async () => {
    const onDisk = fs.existsSync(dir) ? fs.readdirSync(dir) : []
    const inDb = (await t.db('images').select('file')).map((r: { file: string }) => r.file)
    return [...onDisk, ...inDb].sort()
  }
  const bytesOf = async (file: string) => (await store.get(file))!.data

  beforeAll(async () => {
    t = await openTestDb(kind)
    image = { buffer: await png(1800, 900, '#1e63d6'), originalname: 'a.png' }
  })
  afterAll(() => t?.close())
  beforeEach(async () => {
    await t.db('blog_posts').delete()
    await t.db('audit_log').delete()
    await t.db('images').delete()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-uploads-'))
    store = createImageStore({ imageStore, UPLOADS_DIR: dir }, t.db)
  })

  test('a post is stored with its images re-encoded to WebP, full size and card size', async () => {
    const id = await createPost(t.db, store, ACTOR, fields('First'), { image, image2: image })
    const row = (await getPost(t.db, String(id)))!
    expect(row).toMatchObject({ title: 'First', category: 'Home Loans', tag: 'Guide', image1: null })
    expect(await files()).toEqual([`${row.image}-card.webp`, `${row.image}.webp`, `${row.image2}-card.webp`, `${row.image2}.webp`].sort())
    const full = await sharp(await bytesOf(`${row.image}.webp`)).metadata()
    const card = await sharp(await bytesOf(`${row.image}-card.webp`)).metadata()
    expect([full.format, full.width, full.height, card.width, card.height]).toEqual(['webp', 1600, 800, 640, 320])
  })

  test('a create is all or nothing: when the insert fails, no image stays in the store', async () => {
    await t.db.schema.renameTable('blog_posts', 'blog_posts_away')
    try {
      await expect(createPost(t.db, store, ACTOR, fields('Doomed'), { image })).rejects.toThrow()
      expect(await files()).toEqual([])
    } finally {
      await t.db.schema.renameTable('blog_posts_away', 'blog_posts')
    }
  })

  test('/blog lists newest first, 9 a page, searches title and content case-insensitively, and counts categories', async () => {
    for (let i = 1; i <= 11; i++) {
      await createPost(
        t.db,
        store,
        ACTOR,
        fields(`Post ${i}`, i % 2 ? 'Home Loans' : 'Credit Score', i === 3 ? 'Mentions CIBIL once' : 'Body'),
        { image },
        new Date(Date.UTC(2026, 0, i)),
      )
    }
    const first = await blogListing(t.db, {})
    expect(first.posts.map((p) => p.title)).toEqual([
      'Post 11',
      'Post 10',
      'Post 9',
      'Post 8',
      'Post 7',
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
    ])
    expect([first.total, first.pages, first.past.map((p) => p.title)]).toEqual([11, 2, ['Post 11', 'Post 10', 'Post 9', 'Post 8']])
    expect((await blogListing(t.db, { page: 2 })).posts.map((p) => p.title)).toEqual(['Post 2', 'Post 1'])
    expect((await blogListing(t.db, { page: 99 })).page).toBe(2)
    expect(first.counts.find((c) => c.category === 'Home Loans')?.count).toBe(6)
    expect(first.counts.find((c) => c.category === 'Credit Score')?.count).toBe(5)
    expect(first.counts.find((c) => c.category === 'Overdraft')?.count).toBe(0)
    expect((await blogListing(t.db, { q: 'cibil' })).posts.map((p) => p.title)).toEqual(['Post 3'])
    expect((await blogListing(t.db, { q: 'POST 1' })).posts.map((p) => p.title)).toEqual(['Post 11', 'Post 10', 'Post 1'])
    expect((await blogListing(t.db, { q: '%' })).total).toBe(0)
    expect((await blogListing(t.db, { category: 'Credit Score' })).posts.every((p) => p.category === 'Credit Score')).toBe(true)
    expect((await blogListing(t.db, { category: 'Not a category' })).category).toBeNull()
    expect((await latestPosts(t.db, 2)).map((p) => p.title)).toEqual(['Post 11', 'Post 10'])
  })

  test('an edit can replace the main image and remove image1; the old images leave the store', async () => {
    const id = String(await createPost(t.db, store, ACTOR, fields('Before'), { image, image1: image }))
    const before = (await getPost(t.db, id))!
    const other = { buffer: await png(200, 100, '#f5a623'), originalname: 'b.png' }
    await updatePost(t.db, store, ACTOR, id, fields('After', 'Overdraft'), { image: other }, { image1: true })
    const after = (await getPost(t.db, id))!
    expect(after).toMatchObject({ title: 'After', category: 'Overdraft', image1: null, created_at: before.created_at })
    expect(after.image).not.toBe(before.image)
    expect(await files()).toEqual([`${after.image}-card.webp`, `${after.image}.webp`].sort())
  })

  test('delete removes the row and its images, and the audit log says who; unknown or malformed ids are not found', async () => {
    const kept = (await getPost(t.db, String(await createPost(t.db, store, ACTOR, fields('Kept'), { image }))))!
    const id = String(await createPost(t.db, store, ACTOR, fields('Gone'), { image, image1: image }))
    const gone = (await getPost(t.db, id))!
    await deletePost(t.db, store, ACTOR, id)
    expect(await getPost(t.db, id)).toBeNull()
    const audit = await t
      .db('audit_log')
      .where({ subject: `blog post ${id}` })
      .orderBy('id')
    expect(audit.map((a) => [a.actor, a.action])).toEqual([
      [ACTOR, 'blog.create'],
      [ACTOR, 'blog.delete'],
    ])
    expect(await store.get(`${gone.image1}.webp`)).toBeNull()
    expect(await files()).toEqual([`${kept.image}-card.webp`, `${kept.image}.webp`].sort())
    for (const bad of [id, 'abc', '1 or 1=1', '99999999999', '-1']) {
      await expect(deletePost(t.db, store, ACTOR, bad)).rejects.toMatchObject({ kind: 'not-found' })
    }
  })
})
