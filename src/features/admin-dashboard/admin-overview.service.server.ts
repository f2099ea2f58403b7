import type { Knex } from 'knex'
import type { AdminOverview } from '#src/shared/blog-types'
import { formatInr } from '#src/shared/format/inr'
import { countPosts, listPosts } from '#src/server/tables/blog-posts.server'
import { enquiriesTable } from '#src/server/tables/enquiries.server'
import type { LeadTableRepo } from '#src/server/tables/lead-table.server'
import { applicationsTable } from '#src/server/tables/loan-applications.server'
import { countOpenRequests } from '#src/server/lead-requests.server'
import { overdueBefore } from '#src/shared/request-queue'
import { leadCharts } from './lead-charts.service.server'

type Section = AdminOverview['applications']

/**
 * A lead table's count and newest row, of which only the named columns are read, so the PAN and the
 * rest of a person's data never leave the database for this page (docs/decisions/052).
 */
async function section<Row, K extends keyof Row & string>(
  db: Knex,
  table: LeadTableRepo<Row>,
  columns: K[],
  label: (row: Pick<Row, K>) => string,
): Promise<Section> {
  const [count, newest] = await Promise.all([table.count(db, {}), table.newest(db, columns)])
  return { count, newest: newest ? { label: label(newest), createdAt: newest.created_at } : null }
}

export async function adminOverview(db: Knex, now = new Date()): Promise<AdminOverview> {
  // A lead section or the charts that cannot be read are null, and the rest of the page still stands.
  const [postCount, [post], applications, enquiries, requests, charts] = await Promise.all([
    countPosts(db),
    listPosts(db, {}, { limit: 1, offset: 0 }),
    section(
      db,
      applicationsTable,
      ['reference', 'purpose', 'loan_amount'],
      (r) => `${r.reference} · ${r.purpose} · ${formatInr(r.loan_amount)}`,
    ).catch(() => null),
    section(db, enquiriesTable, ['first_name', 'loan_type', 'city'], (r) => `${r.first_name} · ${r.loan_type} · ${r.city}`).catch(
      () => null,
    ),
    countOpenRequests(db, overdueBefore(now)).catch(() => null),
    leadCharts(db, now).catch(() => null),
  ])
  return {
    posts: { count: postCount, newest: post ? { id: String(post.id), title: post.title, createdAt: post.created_at } : null },
    applications,
    enquiries,
    requests,
    charts,
  }
}
