import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { DomainError } from '#src/server/http-error.server'
import { enqueue } from '#src/server/outbox.server'
import { selectLenders } from '#src/server/tables/lenders.server'
import { selectApplication, stepFactsOf, updateApplicationStatus, type ApplicationRow } from '#src/server/tables/loan-applications.server'
import { selectEnquiry, updateEnquiryStatus } from '#src/server/tables/enquiries.server'
import { insertNote, insertStatusChange } from '#src/server/tables/lead-history.server'
import { indiaDay } from '#src/shared/format/date'
import { formatInr } from '#src/shared/format/inr'
import { canMove, isOpen, type LeadKind } from '#src/shared/leads'
import { leadMessages, type LeadNote, type StepChange } from '#src/shared/schemas/leads'
import { storedLocale } from '#src/shared/i18n/locales'
import { noSuchLead } from './lead-table.service.server'

/** A desk form the rules refuse: its messages go under the fields (docs/decisions/184). */
const refused = (errors: Record<string, string>) => new DomainError('invalid', leadMessages.formInvalid, errors)

interface Lead {
  subject: string
  status: string
  erased: boolean
}

/** What an audit entry calls a lead: the reference for an application, the number for an enquiry. */
export async function leadSubject(db: Knex, kind: LeadKind, id: number): Promise<Lead | null> {
  if (kind === 'application') {
    const row = await selectApplication(db, id)
    return row ? { subject: `application ${row.reference}`, status: row.status, erased: row.erased_at !== null } : null
  }
  const row = await selectEnquiry(db, id)
  return row ? { subject: `enquiry #${row.id}`, status: row.status, erased: row.erased_at !== null } : null
}

/**
 * What the step to `change.to` records on the application, after the rules that the form alone cannot
 * judge (docs/decisions/228): a lender from the list, a payout no larger than the sanction and on a day
 * neither before it nor in the future. A refusal names the field; nothing is written.
 */
async function stepColumns(db: Knex, row: ApplicationRow, change: StepChange, now: Date): Promise<Partial<ApplicationRow>> {
  const at = now.toISOString()
  const need = <T>(value: T | undefined, field: string, message: string): T => {
    if (value === undefined) throw refused({ [field]: message })
    return value
  }
  switch (change.to) {
    case 'contacted':
      return { contacted_at: at }
    case 'sent_to_lender': {
      const name = need(change.lender, 'lender', leadMessages.lenderRequired)
      if (!(await selectLenders(db)).some((l) => l.displayName === name)) throw refused({ lender: leadMessages.lenderUnknown })
      return { sent_lender: name, sent_at: at }
    }
    case 'sanctioned':
      return {
        sanctioned_amount: need(change.amount, 'amount', leadMessages.amountRequired),
        sanctioned_rate: need(change.rate, 'rate', leadMessages.rateInvalid),
        sanctioned_tenure: need(change.tenure, 'tenure', leadMessages.tenureInvalid),
        sanctioned_at: at,
      }
    case 'disbursed': {
      const amount = need(change.amount, 'amount', leadMessages.amountRequired)
      const day = need(change.date, 'date', leadMessages.dateInvalid)
      const errors: Record<string, string> = {}
      if (row.sanctioned_amount !== null && amount > Number(row.sanctioned_amount))
        errors.amount = leadMessages.disbursedAboveSanction(formatInr(Number(row.sanctioned_amount)))
      if (day > indiaDay(now)) errors.date = leadMessages.dateInFuture
      else if (row.sanctioned_at && day < indiaDay(row.sanctioned_at)) errors.date = leadMessages.dateBeforeSanction
      if (Object.keys(errors).length > 0) throw refused(errors)
      return { disbursed_amount: amount, disbursed_on: day, disbursed_at: at }
    }
    case 'rejected':
      return { end_reason: need(change.reason, 'reason', leadMessages.reasonRequired) }
    default:
      return {}
  }
}

/**
 * One move of an application, inside the caller's transaction: the step's columns, the history row,
 * the audit entry and the applicant's e-mail in the application's language (docs/decisions/228).
 * The update only applies if the status is still the one read.
 */
async function moveApplication(trx: Knex.Transaction, id: number, change: StepChange, actor: string, now: Date): Promise<void> {
  const row = await selectApplication(trx, id)
  if (!row) throw noSuchLead()
  const illegal = () => refused({ to: leadMessages.statusIllegal(row.status, change.to) })
  const set = await stepColumns(trx, row, change, now)
  // A lead that has ended has no next call to plan.
  if (!isOpen('application', change.to)) set.next_follow_up_at = null
  if ((await updateApplicationStatus(trx, id, row.status, change.to, set)) !== 1) throw illegal()
  await record(trx, 'application', id, { subject: `application ${row.reference}`, status: row.status, erased: false }, change, actor, now)
  if (row.erased_at !== null || !row.email) return
  const facts = stepFactsOf({ ...row, ...set })
  const payload = { reference: row.reference, status: change.to, at: now.toISOString(), language: storedLocale(row.language), facts }
  await enqueue(trx, [{ kind: 'application_step', to: row.email, payload }], now)
}

async function record(trx: Knex.Transaction, kind: LeadKind, id: number, lead: Lead, change: StepChange, actor: string, now: Date) {
  const { to, note } = change
  await insertStatusChange(trx, kind, id, { at: now.toISOString(), actor, from: lead.status, to, note: note || null })
  // The note is free text and may name the person, so the audit log records only that there was one.
  await recordAudit(
    trx,
    { actor, action: 'lead.status_change', subject: lead.subject, details: { from: lead.status, to, note: note !== '' } },
    now,
  )
}

/**
 * Moves a lead along its status machine (src/shared/leads.ts), with what the step records. The route
 * has parsed the form (stepSchema, docs/decisions/185). A move the machine or the step's rules refuse
 * throws DomainError('invalid') and writes nothing; no such lead, 'not-found'.
 */
export async function changeStatus(
  db: Knex,
  kind: LeadKind,
  id: number,
  change: StepChange,
  actor: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (trx) => {
    const lead = await leadSubject(trx, kind, id)
    if (!lead) throw noSuchLead()
    const illegal = () => refused({ to: leadMessages.statusIllegal(lead.status, change.to) })
    if (!canMove(kind, lead.status, change.to)) throw illegal()
    if (kind === 'application') return moveApplication(trx, id, change, actor, now)
    if ((await updateEnquiryStatus(trx, id, lead.status, change.to, isOpen(kind, change.to) ? {} : { next_follow_up_at: null })) !== 1)
      throw illegal()
    await record(trx, kind, id, lead, change, actor, now)
  })
}

/**
 * Ends an open application as "not reachable" after the failed calls the desk allows (the call log's
 * rule, docs/decisions/229), inside the caller's transaction. False when it is no longer open.
 */
export async function closeUnreachable(trx: Knex.Transaction, id: number, actor: string, now: Date): Promise<boolean> {
  const lead = await leadSubject(trx, 'application', id)
  if (!lead || !isOpen('application', lead.status)) return false
  await moveApplication(trx, id, { to: 'not_reachable', note: '' }, actor, now)
  return true
}

/** Adds a note the route has parsed (leadNoteSchema, docs/decisions/185); no such lead is 'not-found'. */
export async function addNote(db: Knex, kind: LeadKind, id: number, note: LeadNote, actor: string, now = new Date()): Promise<void> {
  await db.transaction(async (trx) => {
    const lead = await leadSubject(trx, kind, id)
    if (!lead) throw noSuchLead()
    await insertNote(trx, kind, id, { at: now.toISOString(), actor, body: note.body })
    await recordAudit(trx, { actor, action: 'lead.note', subject: lead.subject }, now)
  })
}
