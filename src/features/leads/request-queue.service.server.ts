import type { Knex } from 'knex'
import { countOpenRequests, selectOpenRequests, type OpenRequestRow } from '#src/server/lead-requests.server'
import { referencesOf } from '#src/server/tables/loan-applications.server'
import { cleanQueueFilters, overdueBefore, requestDueAt, type RequestQueue } from '#src/shared/request-queue'

/** More open requests than this is a backlog; the page says so and shows the oldest. */
const QUEUE_LIMIT = 200

/** The open applicant requests, oldest first, each with its application's reference and due date (docs/decisions/146). */
/** Open requests as the desk lists them: each with its application's reference, due date and whether it is overdue. */
export async function queueRows(db: Knex, rows: OpenRequestRow[], overdueIfBefore: string): Promise<RequestQueue['rows']> {
  const references = await referencesOf(
    db,
    rows.map((r) => r.application_id),
  )
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.application_id,
    reference: references.get(r.application_id) ?? '',
    kind: r.kind,
    createdAt: r.created_at,
    dueAt: requestDueAt(r.created_at),
    overdue: r.created_at < overdueIfBefore,
  }))
}

export async function requestQueue(db: Knex, query: Record<string, unknown>, now = new Date()): Promise<RequestQueue> {
  const filters = cleanQueueFilters(query)
  const before = overdueBefore(now)
  const [rows, counts] = await Promise.all([
    selectOpenRequests(db, { kind: filters.kind, createdBefore: filters.show === 'overdue' ? before : undefined }, QUEUE_LIMIT + 1),
    countOpenRequests(db, before),
  ])
  return {
    rows: await queueRows(db, rows.slice(0, QUEUE_LIMIT), before),
    filters,
    counts,
    more: rows.length > QUEUE_LIMIT,
  }
}
