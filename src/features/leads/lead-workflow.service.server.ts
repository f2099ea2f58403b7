import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { DomainError } from '#src/server/http-error.server'
import { canMove, isOpen, type LeadKind } from '#src/shared/leads'
import { leadMessages, type LeadNote, type StatusChange } from '#src/shared/schemas/leads'
import { selectApplication, updateApplicationStatus } from '#src/server/tables/loan-applications.server'
import { selectEnquiry, updateEnquiryStatus } from '#src/server/tables/enquiries.server'
import { insertNote, insertStatusChange } from '#src/server/tables/lead-history.server'
import { noSuchLead } from './lead-table.service.server'

/** A desk form the rules refuse: its messages go under the fields (docs/decisions/184). */
const refused = (errors: Record<string, string>) => new DomainError('invalid', leadMessages.formInvalid, errors)

/** What an audit entry calls a lead: the reference for an application, the number for an enquiry. */
export async function leadSubject(
  db: Knex,
  kind: LeadKind,
  id: number,
): Promise<{ subject: string; status: string; erased: boolean } | null> {
  if (kind === 'application') {
    const row = await selectApplication(db, id)
    return row ? { subject: `application ${row.reference}`, status: row.status, erased: row.erased_at !== null } : null
  }
  const row = await selectEnquiry(db, id)
  return row ? { subject: `enquiry #${row.id}`, status: row.status, erased: row.erased_at !== null } : null
}

/**
 * Moves a lead along its status machine (src/shared/leads.ts). The history row, the audit entry and
 * the update share one transaction; the update only applies if the status is still the one read.
 * The route has parsed the form (statusChangeSchema, docs/decisions/185). A move the machine refuses
 * throws DomainError('invalid'); no such lead, 'not-found'.
 */
export async function changeStatus(
  db: Knex,
  kind: LeadKind,
  id: number,
  { to, note }: StatusChange,
  actor: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (trx) => {
    const lead = await leadSubject(trx, kind, id)
    if (!lead) throw noSuchLead()
    const illegal = () => refused({ to: leadMessages.statusIllegal(lead.status, to) })
    if (!canMove(kind, lead.status, to)) throw illegal()
    const update = kind === 'application' ? updateApplicationStatus : updateEnquiryStatus
    if ((await update(trx, id, lead.status, to)) !== 1) throw illegal()
    const at = now.toISOString()
    await insertStatusChange(trx, kind, id, { at, actor, from: lead.status, to, note: note || null })
    // The note is free text and may name the person, so the audit log records only that there was one.
    await recordAudit(
      trx,
      { actor, action: 'lead.status_change', subject: lead.subject, details: { from: lead.status, to, note: note !== '' } },
      now,
    )
  })
}

/**
 * Ends an open application as "not reachable" after the failed calls the desk allows (the call log's
 * rule, docs/decisions/229), inside the caller's transaction. False when it is no longer open.
 */
export async function closeUnreachable(trx: Knex.Transaction, id: number, actor: string, now: Date): Promise<boolean> {
  const lead = await leadSubject(trx, 'application', id)
  if (!lead || !isOpen('application', lead.status)) return false
  if ((await updateApplicationStatus(trx, id, lead.status, 'not_reachable')) !== 1) return false
  await insertStatusChange(trx, 'application', id, { at: now.toISOString(), actor, from: lead.status, to: 'not_reachable', note: null })
  const details = { from: lead.status, to: 'not_reachable', note: false }
  await recordAudit(trx, { actor, action: 'lead.status_change', subject: lead.subject, details }, now)
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
