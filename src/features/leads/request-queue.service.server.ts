import type { Knex } from 'knex'
import { countOpenRequests, selectOpenRequests } from '#src/server/lead-requests.server'
import { referencesOf } from '#src/server/tables/loan-applications.server'
import { cleanQueueFilters, overdueBefore, requestDueAt, type RequestQueue } from '#src/shared/request-queue'

/** More open requests than this is a backlog; the page says so and shows the oldest. */
const QUEUE_LIMIT = 200

/** The open applicant requests, oldest first, each with its application's reference and due date (docs/decisions/146). */
export async function requestQueue(db: Knex, query: Record<string, unknown>, now = new Date()): Promise<RequestQueue> {
  const filters = cleanQueueFilters(query)
  const before = overdueBefore(now)
  const [rows, counts] = await Promise.all([
    selectOpenRequests(db, { kind: filters.kind, createdBefore: filters.show === 'overdue' ? before : undefined }, QUEUE_LIMIT + 1),
    countOpenRequests(db, before),
  ])
  const shown = rows.slice(0, QUEUE_LIMIT)
  const references = await referencesOf(
    db,
    shown.map((r) => r.application_id),
  )
  return {
    rows: shown.map((r) => ({
      id: r.id,
      applicationId: r.application_id,
      reference: references.get(r.application_id) ?? '',
      kind: r.kind,
      createdAt: r.created_at,
      dueAt: requestDueAt(r.created_at),
      overdue: r.created_at < before,
    })),
    filters,
    counts,
    more: rows.length > QUEUE_LIMIT,
  }
}
