import type { Knex } from 'knex'
import type { AdminOverview } from '../../shared/blog-types'
import { leadCharts } from './lead-charts.service.server'
import { formatInr } from '../../shared/format/inr'

type Newest = { label: string; createdAt: string } | null
type Section = { count: number; newest: Newest } | null

/**
 * Count and newest row of another feature's table, read defensively: the table may not exist yet
 * (features land independently), and only the columns named here are ever read, so the PAN and
 * other personal data never leave the database for this page (docs/decisions/052).
 */
async function section(db: Knex, table: string, columns: string[], label: (row: Record<string, unknown>) => string): Promise<Section> {
  try {
    if (!(await db.schema.hasTable(table))) return null
    const counted = await db(table).count<{ n: number | string }[]>({ n: '*' }).first()
    const row = await db(table)
      .select([...columns, 'created_at'])
      .orderBy('created_at', 'desc')
      .first()
    return { count: Number(counted?.n ?? 0), newest: row ? { label: label(row), createdAt: String(row.created_at) } : null }
  } catch {
    return null
  }
}

function splitPost(newest: { label: string; createdAt: string }) {
  const space = newest.label.indexOf(' ')
  return { id: newest.label.slice(0, space), title: newest.label.slice(space + 1), createdAt: newest.createdAt }
}

export async function adminOverview(db: Knex, now = new Date()): Promise<AdminOverview> {
  const [posts, applications, enquiries, charts] = await Promise.all([
    section(db, 'blog_posts', ['id', 'title'], (r) => `${String(r.id)} ${String(r.title)}`),
    section(
      db,
      'loan_applications',
      ['reference', 'purpose', 'loan_amount'],
      (r) => `${String(r.reference)} · ${String(r.purpose)} · ${formatInr(Number(r.loan_amount))}`,
    ),
    section(
      db,
      'enquiries',
      ['first_name', 'loan_type', 'city'],
      (r) => `${String(r.first_name)} · ${String(r.loan_type)} · ${String(r.city)}`,
    ),
    // Like the counts above, a chart that cannot be read leaves the rest of the page standing.
    leadCharts(db, now).catch(() => null),
  ])
  return {
    posts: { count: posts?.count ?? 0, newest: posts?.newest ? splitPost(posts.newest) : null },
    applications,
    enquiries,
    charts,
  }
}
