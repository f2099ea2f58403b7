import type { Knex } from 'knex'
import { recordAudit } from '../../server/audit.server'
import { consentHistory, currentConsents, forgetConsentIps } from '../../server/consent-ledger.server'
import { completeRequests, listRequests } from '../../server/lead-requests.server'
import { DomainError } from '../../server/http-error.server'
import { enqueue } from '../../server/outbox.server'
import type { RequestKind } from '../../shared/content/track'
import { decrypt, type KeyRing } from '../../server/crypto.server'
import { isLoanTypeKey, loanTypeName } from '../../shared/content/after-submit'
import { storedLocale } from '../../shared/i18n/locales'
import { type ApplicationDetail, type ApplicationSummary, type LeadPage } from '../../shared/leads'
import {
  applicationsTable,
  eraseApplicationRow,
  selectApplication,
  type ApplicationRow,
} from '../../server/tables/loan-applications.server'
import type { CsvCell } from './csv.server'
import { forgetLeadText, selectNotes, selectStatusChanges } from '../../server/tables/lead-history.server'
import { leadCsv, listLeadPage, noSuchLead } from './lead-table.service.server'

// Only Reveal and the person's own export decrypt; lists, details and CSV read the masked PAN stored
// at insert (docs/decisions/080), so they need no key and a stolen page holds no full PAN.
const panOf = (keys: KeyRing, row: ApplicationRow) => (row.pan_encrypted ? decrypt(keys, row.pan_encrypted) : '')

const loanTypeOf = (r: ApplicationRow) => (isLoanTypeKey(r.loan_type) ? loanTypeName(r.loan_type) : '')

/** A row stored before pan_masked existed shows fully hidden until the backfill reaches it. */
const maskedPanOf = (r: ApplicationRow) => r.pan_masked ?? (r.pan_encrypted ? '**********' : '')

function toSummary(r: ApplicationRow): ApplicationSummary {
  return {
    id: Number(r.id),
    reference: r.reference,
    createdAt: r.created_at,
    name: r.full_name,
    loanAmount: Number(r.loan_amount),
    loanType: loanTypeOf(r),
    purpose: r.purpose,
    city: r.city,
    state: r.state,
    status: r.status,
    panMasked: maskedPanOf(r),
    erased: r.erased_at !== null,
  }
}

export function listApplications(db: Knex, query: Record<string, unknown>): Promise<LeadPage<ApplicationSummary>> {
  return listLeadPage(db, 'application', applicationsTable, toSummary, query)
}

export async function getApplication(db: Knex, id: number): Promise<ApplicationDetail | null> {
  const r = await selectApplication(db, id)
  if (!r) return null
  const choices = await consentHistory(db, id)
  return {
    ...toSummary(r),
    email: r.email,
    mobileNumber: r.mobile_number,
    monthlyIncome: Number(r.monthly_income),
    companyName: r.company_name,
    pinCode: r.pin_code,
    gender: r.gender,
    dateOfBirth: r.date_of_birth,
    consentVersion: r.consent_version,
    consentAt: r.consent_at,
    consentIpHash: r.consent_ip_hash,
    erasedAt: r.erased_at,
    history: await selectStatusChanges(db, 'application', id),
    notes: await selectNotes(db, 'application', id),
    consents: currentConsents(choices),
    consentHistory: choices.map((c) => ({ purpose: c.purpose, given: c.given, at: c.at, noticeVersion: c.notice_version, via: c.via })),
    requests: await listRequests(db, id),
  }
}

/**
 * Closes open applicant requests and audits each one closed (docs/decisions/100); the applicant is
 * told of each by e-mail, written in the same transaction (docs/decisions/140).
 */
async function closeRequests(
  db: Knex,
  id: number,
  applicant: { reference: string; email: string; language: string },
  which: { kinds: readonly RequestKind[] } | { id: number },
  actor: string,
  now: Date,
): Promise<RequestKind[]> {
  const { reference, email } = applicant
  const language = storedLocale(applicant.language)
  const closed = await completeRequests(db, id, which, actor, now)
  for (const kind of closed)
    await recordAudit(db, { actor, action: 'lead.request_done', subject: `application ${reference}`, details: { kind } }, now)
  if (email)
    await enqueue(
      db,
      closed.map((request) => ({
        kind: 'request_done' as const,
        to: email,
        payload: { reference, request, at: now.toISOString(), language },
      })),
      now,
    )
  return closed
}

export const NO_SUCH_REQUEST = 'No such open request.'

/** Mark done on one applicant request; DomainError('not-found') for no open request of that id on this application. */
export async function markRequestDone(db: Knex, id: number, requestId: number, actor: string, now = new Date()): Promise<void> {
  await db.transaction(async (trx) => {
    const r = await selectApplication(trx, id)
    const closed = r ? await closeRequests(trx, id, r, { id: requestId }, actor, now) : []
    if (closed.length === 0) throw new DomainError('not-found', NO_SUCH_REQUEST)
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

/** Everything held about the applicant (DPDP Act access right), PAN in full: it is their own data. No such lead: not-found. */
export async function exportApplicationPerson(db: Knex, keys: KeyRing, id: number, actor: string, now = new Date()) {
  const detail = await getApplication(db, id)
  if (!detail) throw noSuchLead()
  const r = (await selectApplication(db, id))!
  const pan = panOf(keys, r)
  await db.transaction(async (trx) => {
    await recordAudit(trx, { actor, action: 'lead.data_export', subject: `application ${detail.reference}` }, now)
    // The export is what the applicant's request asked for, so it completes it.
    await closeRequests(trx, id, r, { kinds: ['data_export'] }, actor, now)
  })
  const { panMasked: _masked, erased: _erased, ...data } = detail
  return { kind: 'loan application', exportedAt: now.toISOString(), ...data, pan }
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
