import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { migrationSource } from '#db/migrations/index'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { insertPost } from '#src/server/tables/blog-posts.server'
import { blogFieldsSchema } from '#src/shared/schemas/blog'
import { blogListing, createPost, getPost, latestPosts, postsIn, toApiItem, updatePost, type Upload } from './blog.service.server'
import { createImageStore, type ImageStore } from './image-store.server'

// A post's language (issue 26, docs/decisions/175): stored from the form or the API, English when
// none is given or for posts older than the column, and what /blog and /hi/blog list first.

const ACTOR = 'admin@loanpartner.in'
/** The fields as the route hands them over: parsed by the schema (docs/decisions/185). */
const fields = (title: string, language?: string, category = 'Home Loans') =>
  blogFieldsSchema.parse({
    blogTitle: title,
    blogCategory: category,
    blogTag: 'Guide',
    blogContent: `${title} body`,
    ...(language === undefined ? {} : { language }),
  })

describe.each(engines)('a blog post’s language on %s', (kind) => {
  let t: TestDb
  let store: ImageStore
  let image: Upload
  const day = (d: number) => new Date(Date.UTC(2026, 0, d))

  beforeAll(async () => {
    t = await openTestDb(kind)
    image = {
      buffer: await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1e63d6' } })
        .png()
        .toBuffer(),
      originalname: 'a.png',
    }
    store = createImageStore({ imageStore: 'disk', UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lp-uploads-')) }, t.db)
  })
  afterAll(() => t?.close())
  beforeEach(async () => {
    await t.db('blog_posts').delete()
  })

  // An unknown language is refused by the schema: src/shared/schemas/blog.test.ts, tests/http/blog-language.test.ts.
  test('the language is stored as chosen, and English when none is given', async () => {
    const hi = await createPost(t.db, store, ACTOR, fields('होम लोन की पात्रता', 'hi'), { image })
    const none = await createPost(t.db, store, ACTOR, fields('No language sent'), { image })
    expect((await getPost(t.db, String(hi)))!.language).toBe('hi')
    expect((await getPost(t.db, String(none)))!.language).toBe('en')
    expect(toApiItem((await getPost(t.db, String(hi)))!).language).toBe('hi')
    await updatePost(t.db, store, ACTOR, String(none), fields('Now in Hindi', 'hi'), {}, {})
    expect((await getPost(t.db, String(none)))!.language).toBe('hi')
  })

  test('each language lists its own posts; the other language’s matches come apart, on the first page only', async () => {
    for (let i = 1; i <= 11; i++) await createPost(t.db, store, ACTOR, fields(`English ${i}`, 'en'), { image }, day(i))
    await createPost(t.db, store, ACTOR, fields('हिन्दी 1', 'hi', 'Credit Score'), { image }, day(12))
    await createPost(t.db, store, ACTOR, fields('हिन्दी 2', 'hi'), { image }, day(13))

    const hindi = await blogListing(t.db, { language: 'hi' })
    expect([hindi.language, hindi.posts.map((p) => p.title), hindi.total, hindi.pages]).toEqual(['hi', ['हिन्दी 2', 'हिन्दी 1'], 2, 1])
    expect(hindi.past.map((p) => p.title)).toEqual(['हिन्दी 2', 'हिन्दी 1'])
    expect([hindi.others.language, hindi.others.total, hindi.others.posts.length]).toEqual(['en', 11, 9])
    expect(hindi.others.posts.every((p) => p.language === 'en')).toBe(true)
    // Counts hold every post of a category, as both lists show them.
    expect(hindi.counts.find((c) => c.category === 'Home Loans')?.count).toBe(12)

    const english = await blogListing(t.db, {})
    expect([english.language, english.total, english.pages, english.posts[0]!.title]).toEqual(['en', 11, 2, 'English 11'])
    expect(english.others.posts.map((p) => p.title)).toEqual(['हिन्दी 2', 'हिन्दी 1'])
    expect((await blogListing(t.db, { page: 2 })).others).toEqual({ language: 'hi', posts: [], total: 2 })
    // The same search and category filter both lists.
    const search = await blogListing(t.db, { language: 'hi', category: 'Credit Score' })
    expect([search.posts.map((p) => p.title), search.others.total]).toEqual([['हिन्दी 1'], 0])

    // The home page's teaser: the page's language first, then the newest of the other.
    expect((await latestPosts(t.db, 3, 'hi')).map((p) => p.title)).toEqual(['हिन्दी 2', 'हिन्दी 1', 'English 11'])
    expect((await latestPosts(t.db, 2, 'en')).map((p) => p.title)).toEqual(['English 11', 'English 10'])
    // A feed holds one language.
    expect((await postsIn(t.db, 'hi', 20)).map((p) => p.title)).toEqual(['हिन्दी 2', 'हिन्दी 1'])
  })

  test('posts stored before posts had a language are English after the migration', async () => {
    await t.db.migrate.down({ migrationSource, name: '20261126100000_blog_language' })
    const at = day(1).toISOString()
    const id = await insertPost(t.db, {
      title: 'Old post',
      content: 'Body',
      category: 'Home Loans',
      tag: 'x',
      image: 'a'.repeat(32),
      image1: null,
      image2: null,
      created_at: at,
      updated_at: at,
    })
    await t.db.migrate.latest({ migrationSource })
    expect((await t.db('blog_posts').where({ id }).first()).language).toBe('en')
  })
})
