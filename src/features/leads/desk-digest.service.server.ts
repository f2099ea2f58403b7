import type { Knex } from 'knex'
import { countOpenRequests, selectOpenRequests } from '#src/server/lead-requests.server'
import { enqueue, type DeskDigest, type DigestLead } from '#src/server/outbox.server'
import { enquiriesTable } from '#src/server/tables/enquiries.server'
import { applicationsTable, referencesOf } from '#src/server/tables/loan-applications.server'
import { istDay, istDayStart } from '#src/shared/lead-charts'
import { applicationStatuses, enquiryStatuses, isOpen } from '#src/shared/leads'
import { overdueBefore } from '#src/shared/request-queue'
import { digestWritten, lastDigestBefore, takeDigestDay } from './desk-digest.repo.server'

// The desk's morning digest (issue 44, item 6; docs/decisions/231): once each India day, from the
// digest time on (DESK_DIGEST_AT, 09:30 by default), one e-mail to NOTIFY_EMAIL with the new leads,
// the follow-ups due and the overdue applicant requests. The process whose insert of the day into
// desk_digests succeeds writes it to the outbox in the same transaction, however many processes ask.

const DAY_MS = 86_400_000
/** The rows each list of the e-mail shows; its counts count them all. */
export const DIGEST_LIST = 25

const openApplication = applicationStatuses.filter((s) => isOpen('application', s))
const openEnquiry = enquiryStatuses.filter((s) => isOpen('enquiry', s))

/** `now`'s India day when its digest time (HH:MM, India time) has come, else null. */
export function digestDay(now: Date, sendAt: string): string | null {
  const day = istDay(now.getTime())
  const [h = 0, m = 0] = sendAt.split(':').map(Number)
  return now.getTime() >= Date.parse(istDayStart(day)) + (h * 60 + m) * 60_000 ? day : null
}

/** Oldest first: by the due time in the follow-ups, by arrival in the new leads. */
const byTime = (a: DigestLead, b: DigestLead) =>
  (a.dueAt ?? a.receivedAt).localeCompare(b.dueAt ?? b.receivedAt) || a.receivedAt.localeCompare(b.receivedAt)

const fromApplication = (r: { id: number; reference: string; loan_type: string | null; created_at: string }): DigestLead => ({
  lead: 'application',
  id: Number(r.id),
  reference: r.reference,
  loanType: r.loan_type ?? '',
  receivedAt: r.created_at,
})
// An enquiry has no reference of its own: the desk's alerts name it so (src/features/contact).
const fromEnquiry = (r: { id: number; loan_type: string; created_at: string }): DigestLead => ({
  lead: 'enquiry',
  id: Number(r.id),
  reference: `Enquiry ${Number(r.id)}`,
  loanType: r.loan_type,
  receivedAt: r.created_at,
})

/** What the digest of `day` written at `now` says: references, loan types, times and counts, nothing personal. */
export async function digestContent(db: Knex, day: string, now: Date): Promise<DeskDigest> {
  const at = now.toISOString()
  const since = (await lastDigestBefore(db, day)) ?? new Date(now.getTime() - DAY_MS).toISOString()
  const apps = await applicationsTable.createdBetween(db, ['id', 'reference', 'loan_type'], since, at, DIGEST_LIST)
  const enqs = await enquiriesTable.createdBetween(db, ['id', 'loan_type'], since, at, DIGEST_LIST)
  const newRows = [...apps.rows.map(fromApplication), ...enqs.rows.map(fromEnquiry)]

  // Due by the end of the India day; those due before it began are overdue.
  const bounds = { overdueIso: istDayStart(day), untilIso: new Date(Date.parse(istDayStart(day)) + DAY_MS).toISOString() }
  const appsDue = await applicationsTable.followUpsBefore(
    db,
    ['id', 'reference', 'loan_type', 'created_at'],
    openApplication,
    bounds,
    DIGEST_LIST,
  )
  const enqsDue = await enquiriesTable.followUpsBefore(db, ['id', 'loan_type', 'created_at'], openEnquiry, bounds, DIGEST_LIST)
  const dueRows = [
    ...appsDue.rows.map((r) => ({ ...fromApplication(r), dueAt: r.next_follow_up_at })),
    ...enqsDue.rows.map((r) => ({ ...fromEnquiry(r), dueAt: r.next_follow_up_at })),
  ]

  const before = overdueBefore(now)
  const counts = await countOpenRequests(db, before)
  const requests = await selectOpenRequests(db, { createdBefore: before }, DIGEST_LIST)
  const references = await referencesOf(
    db,
    requests.map((r) => r.application_id),
  )
  return {
    day,
    at,
    since,
    newLeads: { total: apps.total + enqs.total, rows: newRows.sort(byTime).slice(0, DIGEST_LIST) },
    followUps: {
      total: appsDue.total + enqsDue.total,
      overdue: appsDue.overdue + enqsDue.overdue,
      rows: dueRows.sort(byTime).slice(0, DIGEST_LIST),
    },
    requests: {
      total: counts.overdue,
      rows: requests.map((r) => ({
        applicationId: r.application_id,
        reference: references.get(r.application_id) ?? '',
        request: r.kind,
        madeAt: r.created_at,
      })),
    },
  }
}

/**
 * Writes `now`'s digest to the outbox if its time has come and no process has written it yet; returns
 * it, or null when there was nothing to do. Every run after the first of a day costs one primary-key
 * read; only the run that takes the day reads the leads.
 */
export async function writeDeskDigest(db: Knex, now: Date, sendAt: string): Promise<DeskDigest | null> {
  const day = digestDay(now, sendAt)
  if (day === null || (await digestWritten(db, day))) return null
  return db.transaction(async (trx) => {
    if (!(await takeDigestDay(trx, day, now.toISOString()))) return null
    const digest = await digestContent(trx, day, now)
    await enqueue(trx, [{ kind: 'desk_digest', payload: digest }], now)
    return digest
  })
}

/** The job's line for the log: counts only. */
export const digestSummary = (d: DeskDigest): string =>
  `wrote the digest of ${d.day}: ${d.newLeads.total} new leads, ${d.followUps.total} follow-ups due, ${d.requests.total} overdue requests`
