import type { Knex } from 'knex'
import { countOpenRequests, selectOpenRequests } from '#src/server/lead-requests.server'
import { selectDue, selectNotContacted, type DueRow } from '#src/server/tables/follow-ups.server'
import {
  contactDueBy,
  endOfIndiaDay,
  followUpRules,
  missedPromiseIfCameBy,
  REQUEST_NEAR_HOURS,
  TODAY_LIMIT,
  type NearRequest,
  type TodayCounts,
  type TodayLead,
  type TodayList,
  type TodayLists,
} from '#src/shared/follow-ups'
import type { LeadKind } from '#src/shared/leads'
import { overdueBefore } from '#src/shared/request-queue'
import { unreachableAfter } from './follow-ups.service.server'
import { queueRows } from './request-queue.service.server'

// The Today page (issue 44, item 3; docs/decisions/230): who to call today, who was missed, which new
// leads waited past the promised working day, and which applicant requests are near their due date.
// Each list is the most urgent TODAY_LIMIT of both kinds of lead, with the count of all; every query
// is a range on an index (next_follow_up_at; status and created_at), so the page stays fast at 100,000 leads.

const kinds: LeadKind[] = ['application', 'enquiry']
const HOUR = 3_600_000

const toLead =
  (kind: LeadKind) =>
  (r: DueRow): TodayLead => ({
    kind,
    id: r.id,
    label: kind === 'application' ? r.label : `Enquiry #${r.id}`,
    name: r.name,
    status: r.status,
    createdAt: r.created_at,
    dueAt: r.due_at,
  })

/** Both kinds' lists as one, the most urgent first by `key`, cut to TODAY_LIMIT. */
async function merged(
  read: (kind: LeadKind) => Promise<{ rows: DueRow[]; total: number }>,
  key: (l: TodayLead) => string,
  dueAt?: (l: TodayLead) => string,
): Promise<TodayList<TodayLead>> {
  const parts = await Promise.all(kinds.map(async (k) => ({ kind: k, ...(await read(k)) })))
  const rows = parts
    .flatMap((p) => p.rows.map(toLead(p.kind)))
    .map((l) => (dueAt ? { ...l, dueAt: dueAt(l) } : l))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .slice(0, TODAY_LIMIT)
  return { rows, total: parts.reduce((n, p) => n + p.total, 0) }
}

/** Open requests due within REQUEST_NEAR_HOURS or past due, oldest first, and how many. */
async function nearRequests(db: Knex, now: Date): Promise<TodayList<NearRequest>> {
  const nearBefore = new Date(Date.parse(overdueBefore(now)) + REQUEST_NEAR_HOURS * HOUR).toISOString()
  const pastDue = overdueBefore(now)
  const [rows, counts] = await Promise.all([
    selectOpenRequests(db, { createdBefore: nearBefore }, TODAY_LIMIT),
    countOpenRequests(db, nearBefore),
  ])
  return {
    rows: await queueRows(db, rows, pastDue),
    total: counts.overdue,
  }
}

/** The Today page's four lists at `now`. */
export async function todayLists(db: Knex, now = new Date()): Promise<TodayLists> {
  const at = now.toISOString()
  const endOfDay = endOfIndiaDay(now).toISOString()
  const cameBy = missedPromiseIfCameBy(now).toISOString()
  const byDue = (l: TodayLead) => l.dueAt ?? ''
  const [dueToday, overdue, notContacted, requests, limit] = await Promise.all([
    merged((k) => selectDue(db, k, { from: at, to: endOfDay }, TODAY_LIMIT), byDue),
    merged((k) => selectDue(db, k, { to: at }, TODAY_LIMIT), byDue),
    // Oldest first; its due time is when the promise ran out.
    merged(
      (k) => selectNotContacted(db, k, cameBy, TODAY_LIMIT),
      (l) => l.createdAt,
      (l) => contactDeadline(l.createdAt),
    ),
    nearRequests(db, now),
    unreachableAfter(db),
  ])
  return { now: at, dueToday, overdue, notContacted, requests, unreachableAfter: limit, rules: followUpRules(limit) }
}

const contactDeadline = (createdAt: string) => contactDueBy(new Date(createdAt)).toISOString()

/** The dashboard's figures: how many on each list. */
export async function todayCounts(db: Knex, now = new Date()): Promise<TodayCounts> {
  const { dueToday, overdue, notContacted, requests } = await todayLists(db, now)
  return { dueToday: dueToday.total, overdue: overdue.total, notContacted: notContacted.total, requests: requests.total }
}
