import type { Knex } from 'knex'
import {
  applicationCopy,
  loanTypeOf,
  maskedPanOf,
  panOf,
  toApplicationSummary,
  type ApplicationCopy,
} from '#src/server/applicant-data.server'
import { recordAudit } from '#src/server/audit.server'
import { forgetConsentIps } from '#src/server/consent-ledger.server'
import { completeRequests, type ClosedRequest } from '#src/server/lead-requests.server'
import { DomainError } from '#src/server/http-error.server'
import { enqueue } from '#src/server/outbox.server'
import type { RequestKind } from '#src/shared/content/track'
import type { KeyRing } from '#src/server/crypto.server'
import { storedLocale } from '#src/shared/i18n/locales'
import { REPEAT_WINDOW_DAYS, type ApplicationSummary, type LeadPage } from '#src/shared/leads'
import {
  applicationsTable,
  eraseApplicationRow,
  selectApplication,
  selectRepeated,
  type ApplicationRow,
} from '#src/server/tables/loan-applications.server'
import type { CsvCell } from './csv.server'
import { forgetLeadText } from '#src/server/tables/lead-history.server'
import { leadCsv, listLeadPage, noSuchLead } from './lead-table.service.server'

export async function listApplications(db: Knex, query: Record<string, unknown>): Promise<LeadPage<ApplicationSummary>> {
  const page = await listLeadPage(db, 'application', applicationsTable, toApplicationSummary, query)
  // Possible repeats are flagged on the list too (docs/decisions/225).
  const repeated = await selectRepeated(
    db,
    page.rows.map((r) => r.id),
    REPEAT_WINDOW_DAYS,
  )
  return { ...page, rows: page.rows.map((r) => ({ ...r, repeat: repeated.has(r.id) })) }
}

/**
 * Closes open applicant requests and audits each one closed (docs/decisions/100); the applicant is
 * told of each by e-mail, written in the same transaction (docs/decisions/140). A copy request closed
 * is a copy made available on the tracker: its e-mail says where, and until when (docs/decisions/193).
 */
async function closeRequests(
  db: Knex,
  id: number,
  applicant: { reference: string; email: string; language: string },
  which: { kinds: readonly RequestKind[] } | { id: number },
  actor: string,
  now: Date,
): Promise<ClosedRequest[]> {
  const { reference, email } = applicant
  const language = storedLocale(applicant.language)
  const closed = await completeRequests(db, id, which, actor, now)
  for (const { kind, readyUntil } of closed) {
    const details = readyUntil ? { kind, readyUntil } : { kind }
    await recordAudit(db, { actor, action: 'lead.request_done', subject: `application ${reference}`, details }, now)
  }
  if (email)
    await enqueue(
      db,
      closed.map(({ kind: request, readyUntil }) => ({
        kind: 'request_done' as const,
        to: email,
        payload: { reference, request, at: now.toISOString(), language, ...(readyUntil && { readyUntil }) },
      })),
      now,
    )
  return closed
}

export const NO_SUCH_REQUEST = 'No such open request.'

/**
 * Mark done on one applicant request, which for a copy request makes the copy available on the
 * tracker; gives what it closed. DomainError('not-found') for no open request of that id on this
 * application. (An erased application has no address to e-mail and no tracker page: nothing is sent.)
 */
export async function markRequestDone(db: Knex, id: number, requestId: number, actor: string, now = new Date()): Promise<ClosedRequest> {
  return db.transaction(async (trx) => {
    const r = await selectApplication(trx, id)
    const [closed] = r ? await closeRequests(trx, id, r, { id: requestId }, actor, now) : []
    if (!closed) throw new DomainError('not-found', NO_SUCH_REQUEST)
    return closed
  })
}

export const NO_PAN = 'This application has no PAN to show.'

/**
 * The full PAN, for one view; the audit entry names the application, never the PAN. No application,
 * or none with a PAN (erased), throws DomainError('not-found').
 */
export async function revealPan(db: Knex, keys: KeyRing, id: number, actor: string, now = new Date()): Promise<string> {
  const r = await selectApplication(db, id)
  if (!r || !r.pan_encrypted) throw new DomainError('not-found', NO_PAN)
  await recordAudit(db, { actor, action: 'lead.pan_reveal', subject: `application ${r.reference}` }, now)
  return panOf(keys, r)
}

export const applicationCsvHeader = [
  'Reference',
  'Received (UTC)',
  'Status',
  'Full name',
  'Email',
  'Mobile',
  'PAN (masked)',
  'Loan amount (INR)',
  'Monthly income (INR)',
  'Loan type',
  'Purpose',
  'Company',
  'Gender',
  'Date of birth',
  'State',
  'City',
  'PIN code',
  'Chosen lender',
  'Chosen offer',
  'Sent to lender',
  'Sanctioned amount',
  'Sanctioned rate',
  'Sanctioned tenure',
  'Disbursed amount',
  'Disbursed on',
  'Reason',
]

function csvCells(r: ApplicationRow): CsvCell[] {
  const erased = r.erased_at !== null
  return [
    r.reference,
    r.created_at,
    r.status,
    r.full_name,
    r.email,
    r.mobile_number,
    maskedPanOf(r),
    erased ? '' : r.loan_amount,
    erased ? '' : r.monthly_income,
    loanTypeOf(r),
    r.purpose,
    r.company_name,
    r.gender,
    r.date_of_birth,
    r.state,
    r.city,
    r.pin_code,
    r.chosen_lender ?? '',
    r.chosen_offer ?? '',
    r.sent_lender ?? '',
    r.sanctioned_amount ?? '',
    r.sanctioned_rate ?? '',
    r.sanctioned_tenure ?? '',
    r.disbursed_amount ?? '',
    r.disbursed_on ?? '',
    r.end_reason ?? '',
  ]
}

/** The desk's CSV export: PAN masked, amounts blank once erased. */
export const applicationsCsv = leadCsv({
  kind: 'application',
  repo: applicationsTable,
  subject: 'applications',
  header: applicationCsvHeader,
  cells: csvCells,
})

/**
 * Everything held about the applicant (DPDP Act access right), for the desk to download, audited. It
 * completes no request: the applicant gets the copy from the tracker, once Mark done on their copy
 * request makes it available there (docs/decisions/193). No such lead: not-found.
 */
export async function exportApplicationPerson(
  db: Knex,
  keys: KeyRing,
  id: number,
  actor: string,
  now = new Date(),
): Promise<ApplicationCopy> {
  const copy = await applicationCopy(db, keys, id, now)
  if (!copy) throw noSuchLead()
  await recordAudit(db, { actor, action: 'lead.data_export', subject: `application ${copy.reference}` }, now)
  return copy
}

/**
 * Erases the personal fields; keeps the reference, the dates and the status (docs/decisions/070).
 * 'already' when it was erased before; no such lead throws DomainError('not-found').
 */
export async function eraseApplication(db: Knex, id: number, actor: string, now = new Date()): Promise<'erased' | 'already'> {
  return db.transaction(async (trx) => {
    const r = await selectApplication(trx, id)
    if (!r) throw noSuchLead()
    if (r.erased_at) return 'already'
    // The erasure's confirmation goes to the address held until now: the outbox row keeps it until sent.
    await eraseApplicationRow(trx, id, now.toISOString())
    await forgetLeadText(trx, 'application', [id])
    await forgetConsentIps(trx, [id])
    await recordAudit(trx, { actor, action: 'lead.erase', subject: `application ${r.reference}` }, now)
    await closeRequests(trx, id, r, { kinds: ['erasure'] }, actor, now)
    return 'erased'
  })
}
