import type { Knex } from 'knex'
import { blogCategories } from '#src/shared/content/blog-categories'
import { displayLimits } from '#src/shared/content/business'
import { blogLanguages, type BlogLanguage, type BlogListing, type BlogPost, type BlogSummary } from '#src/shared/blog-types'
import { blogMessages, type BlogFields, type ImageField } from '#src/shared/schemas/blog'
import { recordAudit } from '#src/server/audit.server'
import { DomainError } from '#src/server/http-error.server'
import { parseId } from '#src/server/sql.server'
import { cardUrl, encodeImage, ImageRejected, imageUrl, type EncodedImage } from './blog-images.server'
import type { ImageStore } from './image-store.server'
import * as repo from '#src/server/tables/blog-posts.server'
import type { BlogRow } from '#src/server/tables/blog-posts.server'

export interface Upload {
  buffer: Buffer
  originalname: string
}
export type Uploads = Partial<Record<ImageField, Upload>>
/** A new post's images: the main one is required (the route refuses a create without it). */
export type NewPostUploads = Uploads & { image: Upload }

/** A stored language; anything unknown is English, as every post was before it had one. */
const languageOf = (row: BlogRow): BlogLanguage =>
  (blogLanguages as readonly string[]).includes(row.language) ? (row.language as BlogLanguage) : 'en'

export function toSummary(row: BlogRow): BlogSummary {
  return {
    id: String(row.id),
    title: row.title,
    content: row.content,
    category: row.category,
    tag: row.tag,
    image: cardUrl(row.image),
    language: languageOf(row),
    createdAt: row.created_at,
  }
}

export function toPost(row: BlogRow): BlogPost {
  return {
    id: String(row.id),
    title: row.title,
    content: row.content,
    category: row.category,
    tag: row.tag,
    image: imageUrl(row.image),
    imageCard: cardUrl(row.image),
    image1: row.image1 ? imageUrl(row.image1) : null,
    image2: row.image2 ? imageUrl(row.image2) : null,
    language: languageOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * docs/product.md §14 Entities and fields, 'Blog post' (as the API returns it): _id, title, content, category, tag, image, image1, image2,
 * createdAt; and the post's language (docs/decisions/175).
 */
export function toApiItem(row: BlogRow) {
  const post = toPost(row)
  return {
    _id: post.id,
    title: post.title,
    content: post.content,
    category: post.category,
    tag: post.tag,
    image: post.image,
    image1: post.image1,
    image2: post.image2,
    language: post.language,
    createdAt: post.createdAt,
  }
}

async function encodeAll(uploads: Uploads): Promise<Partial<Record<ImageField, EncodedImage>>> {
  const out: Partial<Record<ImageField, EncodedImage>> = {}
  for (const [field, file] of Object.entries(uploads) as [ImageField, Upload | undefined][]) {
    if (!file) continue
    try {
      out[field] = await encodeImage(file.buffer, file.originalname)
    } catch (err) {
      if (err instanceof ImageRejected) err.field = field
      throw err
    }
  }
  return out
}

/**
 * Creates a post from fields the route has parsed (blogFieldsSchema, docs/decisions/185). A create is
 * all or nothing: every image is checked and encoded in memory first, then the images are stored and
 * the row inserted as one change; if anything fails, nothing stays in the store.
 */
export async function createPost(
  db: Knex,
  store: ImageStore,
  actor: string,
  fields: BlogFields,
  uploads: NewPostUploads,
  now = new Date(),
): Promise<number> {
  const images = await encodeAll(uploads)
  const at = now.toISOString()
  return store.transaction(db, { add: Object.values(images), drop: [] }, async (trx) => {
    const id = await repo.insertPost(trx, {
      title: fields.blogTitle,
      content: fields.blogContent,
      category: fields.blogCategory,
      tag: fields.blogTag,
      image: images.image!.name,
      image1: images.image1?.name ?? null,
      image2: images.image2?.name ?? null,
      language: fields.language,
      created_at: at,
      updated_at: at,
    })
    await recordAudit(trx, { actor, action: 'blog.create', subject: `blog post ${id}` }, now)
    return id
  })
}

/**
 * Edit, with fields the route has parsed (docs/decisions/185): new images replace old ones; image1 and
 * image2 can also be removed. Images no longer shown leave the store. An unknown id is 'not-found'.
 */
export async function updatePost(
  db: Knex,
  store: ImageStore,
  actor: string,
  id: string,
  fields: BlogFields,
  uploads: Uploads,
  remove: { image1?: boolean; image2?: boolean },
  now = new Date(),
): Promise<void> {
  const key = parseId(id)
  const existing = key ? await repo.findPost(db, key) : undefined
  if (!key || !existing) throw new DomainError('not-found', blogMessages.notFound)
  const images = await encodeAll(uploads)
  const next = {
    image: images.image?.name ?? existing.image,
    image1: images.image1?.name ?? (remove.image1 ? null : existing.image1),
    image2: images.image2?.name ?? (remove.image2 ? null : existing.image2),
  }
  const dropped = (['image', 'image1', 'image2'] as const).map((f) => (existing[f] !== next[f] ? existing[f] : null))
  await store.transaction(db, { add: Object.values(images), drop: dropped }, async (trx) => {
    await repo.updatePost(trx, key, {
      title: fields.blogTitle,
      content: fields.blogContent,
      category: fields.blogCategory,
      tag: fields.blogTag,
      language: fields.language,
      ...next,
      updated_at: now.toISOString(),
    })
    await recordAudit(trx, { actor, action: 'blog.update', subject: `blog post ${key}` }, now)
  })
}

/** Deletes the row and its images, and records who did it; an unknown id is not found. */
export async function deletePost(db: Knex, store: ImageStore, actor: string, id: string, now = new Date()): Promise<void> {
  const key = parseId(id)
  const existing = key ? await repo.findPost(db, key) : undefined
  if (!key || !existing) throw new DomainError('not-found', blogMessages.notFound)
  await store.transaction(db, { add: [], drop: [existing.image, existing.image1, existing.image2] }, async (trx) => {
    await repo.deletePost(trx, key)
    await recordAudit(trx, { actor, action: 'blog.delete', subject: `blog post ${key}` }, now)
  })
}

export async function getPost(db: Knex, id: string): Promise<BlogRow | null> {
  const key = parseId(id)
  return (key && (await repo.findPost(db, key))) || null
}

/**
 * /blog and /hi/blog: search (title and content), category filter, 9 a page of the page's language, real
 * counts, 'Past Post'; and, on the first page, the other language's posts that match the same search, which the
 * page lists under a heading that says their language (docs/decisions/175).
 */
export async function blogListing(
  db: Knex,
  query: { q?: string; category?: string; page?: number; language?: BlogLanguage },
): Promise<BlogListing> {
  const q = (query.q ?? '').trim().slice(0, 100)
  const category = (blogCategories as readonly string[]).includes(query.category ?? '') ? query.category! : null
  const language = query.language ?? 'en'
  const other: BlogLanguage = language === 'en' ? 'hi' : 'en'
  const filter = { q: q || undefined, category: category ?? undefined }
  const size = displayLimits.blogPageSize
  const [total, othersTotal, byCategory, past] = await Promise.all([
    repo.countPosts(db, { ...filter, language }),
    repo.countPosts(db, { ...filter, language: other }),
    repo.countByCategory(db),
    repo.listPosts(db, { language }, { limit: displayLimits.pastPosts, offset: 0 }),
  ])
  const pages = Math.max(1, Math.ceil(total / size))
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1) || 1), pages)
  const [rows, otherRows] = await Promise.all([
    repo.listPosts(db, { ...filter, language }, { limit: size, offset: (page - 1) * size }),
    page === 1 && othersTotal > 0 ? repo.listPosts(db, { ...filter, language: other }, { limit: size, offset: 0 }) : [],
  ])
  return {
    language,
    posts: rows.map(toSummary),
    total,
    page,
    pages,
    q,
    category,
    others: { language: other, posts: otherRows.map(toSummary), total: othersTotal },
    counts: blogCategories.map((c) => ({ category: c, count: byCategory.get(c) ?? 0 })),
    past: past.map(toSummary),
  }
}

/** The newest posts, those in `language` first, then the others (the home page's teaser marks their language). */
export async function latestPosts(db: Knex, limit: number, language: BlogLanguage = 'en'): Promise<BlogSummary[]> {
  return (await repo.latestPreferring(db, language, limit)).map(toSummary)
}

/** The newest posts written in one language (a feed). */
export async function postsIn(db: Knex, language: BlogLanguage, limit: number): Promise<BlogSummary[]> {
  return (await repo.listPosts(db, { language }, { limit, offset: 0 })).map(toSummary)
}
