import type { Knex } from 'knex'
import type { RequestKind } from '../shared/content/track'
import { copyAvailableUntil } from '../shared/request-queue'
import type { ApplicantRequest } from '../shared/track'

// The applicant's requests from the tracker, as tasks on the lead desk (docs/decisions/100). The
// tracker opens them; the desk closes them with Mark done, or its erase action does. Closing a copy
// request makes the copy available on the tracker until `ready_until` (docs/decisions/193).

const TABLE = 'lead_requests'

interface RequestRow {
  id: number
  application_id: number
  kind: RequestKind
  status: 'open' | 'done'
  created_at: string
  done_at: string | null
  done_by: string | null
  ready_until: string | null
}

const toRequest = (r: RequestRow): ApplicantRequest => ({
  id: Number(r.id),
  kind: r.kind,
  status: r.status,
  createdAt: r.created_at,
  doneAt: r.done_at,
  doneBy: r.done_by,
  readyUntil: r.ready_until ?? null,
})

/** Opens a request unless one of the same kind is still open for the application: 'opened' or 'already-open'. */
export async function openRequest(db: Knex, applicationId: number, kind: RequestKind, now: Date): Promise<'opened' | 'already-open'> {
  const open = await db(TABLE).select('id').where({ application_id: applicationId, kind, status: 'open' }).first()
  if (open) return 'already-open'
  await db(TABLE).insert({ application_id: applicationId, kind, status: 'open', created_at: now.toISOString() })
  return 'opened'
}

/** Every request of one application, newest first. */
export async function listRequests(db: Knex, applicationId: number): Promise<ApplicantRequest[]> {
  const rows: RequestRow[] = await db(TABLE).where({ application_id: applicationId }).orderBy('id', 'desc')
  return rows.map(toRequest)
}

/** A request just closed: its kind and, for a copy, until when the tracker offers it. */
export interface ClosedRequest {
  kind: RequestKind
  readyUntil: string | null
}

/**
 * Marks the open requests of an application done: all of `kinds`, or the one with `id`. A copy
 * request closed is a copy made available: it is offered on the tracker from now until
 * copyAvailableUntil(now). Returns what it closed (none when done already), so the caller can audit
 * and e-mail each.
 */
export async function completeRequests(
  db: Knex,
  applicationId: number,
  which: { kinds: readonly RequestKind[] } | { id: number },
  actor: string,
  now: Date,
): Promise<ClosedRequest[]> {
  const q = db(TABLE).select('id', 'kind').where({ application_id: applicationId, status: 'open' })
  if ('id' in which) q.where({ id: which.id })
  else q.whereIn('kind', which.kinds)
  const rows: Pick<RequestRow, 'id' | 'kind'>[] = await q
  const closed: ClosedRequest[] = []
  // Row by row (an application has a handful at most), each only if still open: two admins closing
  // one request at once close it once.
  for (const r of rows) {
    const readyUntil = r.kind === 'data_export' ? copyAvailableUntil(now) : null
    const n = await db(TABLE)
      .where({ id: r.id, status: 'open' })
      .update({ status: 'done', done_at: now.toISOString(), done_by: actor, ready_until: readyUntil })
    if (n === 1) closed.push({ kind: r.kind, readyUntil })
  }
  return closed
}

/** Until when a copy of the application's data can be downloaded at `now`: the latest made available, or null when none is. */
export async function copyReadyUntil(db: Knex, applicationId: number, now: Date): Promise<string | null> {
  const row: { ready_until: string } | undefined = await db(TABLE)
    .select('ready_until')
    .where({ application_id: applicationId, kind: 'data_export', status: 'done' })
    .where('ready_until', '>', now.toISOString())
    .orderBy('ready_until', 'desc')
    .first()
  return row?.ready_until ?? null
}

export type OpenRequestRow = Pick<RequestRow, 'id' | 'application_id' | 'kind' | 'created_at'>

/** Open requests, oldest (most urgent) first: of one kind, made before a time (overdue), or all (docs/decisions/146). */
export async function selectOpenRequests(
  db: Knex,
  f: { kind?: RequestKind; createdBefore?: string },
  limit: number,
): Promise<OpenRequestRow[]> {
  const q = db(TABLE).select('id', 'application_id', 'kind', 'created_at').where({ status: 'open' })
  if (f.kind) q.where({ kind: f.kind })
  if (f.createdBefore) q.where('created_at', '<', f.createdBefore)
  const rows: OpenRequestRow[] = await q.orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(limit)
  return rows.map((r) => ({ ...r, id: Number(r.id), application_id: Number(r.application_id) }))
}

/** How many requests are open, and how many of those were made before `overdueBefore`. */
export async function countOpenRequests(db: Knex, overdueBefore: string): Promise<{ open: number; overdue: number }> {
  const row = await db(TABLE)
    .where({ status: 'open' })
    .select(db.raw('count(*) as open'), db.raw('sum(case when created_at < ? then 1 else 0 end) as overdue', [overdueBefore]))
    .first()
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) }
}
