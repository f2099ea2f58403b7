import type { Knex } from 'knex'
import { whereContains } from '../sql.server'

// The one owner of the blog_posts table: the blog feature writes and lists posts, the public pages
// and the dashboard read them, all through this module (docs/decisions/129).

export interface BlogRow {
  id: number
  title: string
  content: string
  category: string
  tag: string
  image: string
  image1: string | null
  image2: string | null
  /** The language the post is written in: 'en' or 'hi' (docs/decisions/175). */
  language: string
  created_at: string
  updated_at: string
}

/** A new row; without a language it is English, the column's default. */
export type NewBlogRow = Omit<BlogRow, 'id' | 'language'> & { language?: string }

export interface BlogFilter {
  q?: string
  category?: string
  /** Only posts written in this language. */
  language?: string
}

const newestFirst = (q: Knex.QueryBuilder) =>
  q.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])

/** Ids are whole numbers; anything else cannot match (and must not reach PostgreSQL as a type error). */
function filtered(db: Knex, filter: BlogFilter) {
  const query = db<BlogRow>('blog_posts')
  if (filter.category) query.where('category', filter.category)
  if (filter.language) query.where('language', filter.language)
  if (filter.q) {
    const q = filter.q
    query.where((w) => whereContains(w, 'title', q).orWhere((o) => whereContains(o, 'content', q)))
  }
  return query
}

export async function insertPost(db: Knex, row: NewBlogRow): Promise<number> {
  const [inserted] = await db('blog_posts').insert(row).returning('id')
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted)
}

export async function updatePost(db: Knex, id: number, changes: Partial<NewBlogRow>): Promise<number> {
  return db('blog_posts').where({ id }).update(changes)
}

export async function deletePost(db: Knex, id: number): Promise<number> {
  return db('blog_posts').where({ id }).delete()
}

export async function findPost(db: Knex, id: number): Promise<BlogRow | undefined> {
  return db<BlogRow>('blog_posts').where({ id }).first()
}

export async function listPosts(db: Knex, filter: BlogFilter = {}, page?: { limit: number; offset: number }): Promise<BlogRow[]> {
  const query = newestFirst(filtered(db, filter))
  if (page) query.limit(page.limit).offset(page.offset)
  return query
}

/** The newest posts, those in `language` first (the home page's teaser). */
export async function latestPreferring(db: Knex, language: string, limit: number): Promise<BlogRow[]> {
  return newestFirst(db<BlogRow>('blog_posts').orderByRaw('case when language = ? then 0 else 1 end', [language])).limit(limit)
}

export async function countPosts(db: Knex, filter: BlogFilter = {}): Promise<number> {
  const row = await filtered(db, filter).count<{ n: number | string }[]>({ n: '*' }).first()
  return Number(row?.n ?? 0)
}

export async function countByCategory(db: Knex): Promise<Map<string, number>> {
  const rows = await db('blog_posts').select('category').count<{ category: string; n: number | string }[]>({ n: '*' }).groupBy('category')
  return new Map(rows.map((r) => [r.category, Number(r.n)]))
}
