import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { DomainError } from '#src/server/http-error.server'
import {
  insertCall,
  readSetting,
  selectCalls,
  selectNextFollowUp,
  updateNextFollowUp,
  writeSetting,
} from '#src/server/tables/follow-ups.server'
import {
  afterCall,
  CALL_BACK_MAX_DAYS,
  DEFAULT_UNREACHABLE_AFTER,
  failedOutcomes,
  followUpRules,
  UNREACHABLE_AFTER_RANGE,
  type LeadFollowUp,
} from '#src/shared/follow-ups'
import { isOpen, type LeadKind } from '#src/shared/leads'
import { followUpMessages, type CallInput, type DeskSettingsInput, type FollowUpInput } from '#src/shared/schemas/follow-ups'
import { closeUnreachable, leadSubject } from './lead-workflow.service.server'
import { noSuchLead } from './lead-table.service.server'

// The call log and the next follow-up of each lead (issue 44, item 3; docs/decisions/229).

const DAY_MS = 86_400_000
const UNREACHABLE_AFTER = 'unreachable_after_failed_calls'

const refused = (errors: Record<string, string>) => new DomainError('invalid', followUpMessages.formInvalid, errors)

/** The failed calls in a row that end an application, as the admin set it (3 until then). */
export async function unreachableAfter(db: Knex): Promise<number> {
  const n = Number(await readSetting(db, UNREACHABLE_AFTER))
  return Number.isInteger(n) && n >= UNREACHABLE_AFTER_RANGE.min && n <= UNREACHABLE_AFTER_RANGE.max ? n : DEFAULT_UNREACHABLE_AFTER
}

export async function saveDeskSettings(db: Knex, s: DeskSettingsInput, actor: string, now = new Date()): Promise<void> {
  await db.transaction(async (trx) => {
    await writeSetting(trx, UNREACHABLE_AFTER, String(s.unreachableAfter))
    await recordAudit(trx, { actor, action: 'desk.settings', details: { unreachableAfter: s.unreachableAfter } }, now)
  })
}

/** The failed calls in a row at the end of a lead's log, counting at most `limit`. */
async function failedInARow(db: Knex, kind: LeadKind, id: number, limit: number): Promise<number> {
  const latest = await selectCalls(db, kind, id, limit)
  const streak = latest.findIndex((c) => !failedOutcomes.includes(c.outcome))
  return streak === -1 ? latest.length : streak
}

/** An open lead, read inside the transaction; refused if it has ended, 'not-found' if there is none. */
async function openLead(trx: Knex.Transaction, kind: LeadKind, id: number) {
  const lead = await leadSubject(trx, kind, id)
  if (!lead) throw noSuchLead()
  if (!isOpen(kind, lead.status) || lead.erased) throw refused({ outcome: followUpMessages.leadClosed, at: followUpMessages.leadClosed })
  return lead
}

/**
 * Logs a call the route has parsed (callSchema) and sets the lead's next follow-up by the rules
 * (afterCall). The failed call that reaches the admin's number ends an application as not reachable
 * (closeUnreachable). Returns whether it did. The note may name the person: the audit says only that
 * there was one.
 */
export async function logCall(
  db: Knex,
  kind: LeadKind,
  id: number,
  call: CallInput,
  actor: string,
  now = new Date(),
): Promise<{ unreachable: boolean }> {
  return db.transaction(async (trx) => {
    const lead = await openLead(trx, kind, id)
    if (call.outcome === 'call_back') {
      if (!call.callBackAt) throw refused({ callBackAt: followUpMessages.callBackRequired })
      if (call.callBackAt <= now) throw refused({ callBackAt: followUpMessages.notInFuture })
      if (call.callBackAt.getTime() > now.getTime() + CALL_BACK_MAX_DAYS * DAY_MS) throw refused({ callBackAt: followUpMessages.tooFar })
    }
    const limit = await unreachableAfter(trx)
    const result = afterCall({
      kind,
      outcome: call.outcome,
      at: now,
      callBackAt: call.callBackAt,
      failedBefore: await failedInARow(trx, kind, id, limit),
      unreachableAfter: limit,
    })
    const callBackAt = call.outcome === 'call_back' ? call.callBackAt!.toISOString() : null
    await insertCall(trx, kind, id, { at: now.toISOString(), actor, outcome: call.outcome, callBackAt, note: call.note || null })
    await updateNextFollowUp(trx, kind, id, result.next)
    const details = { outcome: call.outcome, note: call.note !== '', next: result.next, failedInARow: result.failedInARow }
    await recordAudit(trx, { actor, action: 'lead.call', subject: lead.subject, details }, now)
    if (result.unreachable) await closeUnreachable(trx, id, actor, now)
    return { unreachable: result.unreachable }
  })
}

/** Sets an open lead's next follow-up by hand: a time after now and within a year. */
export async function setFollowUp(
  db: Knex,
  kind: LeadKind,
  id: number,
  { at }: FollowUpInput,
  actor: string,
  now = new Date(),
): Promise<void> {
  if (at <= now) throw refused({ at: followUpMessages.notInFuture })
  if (at.getTime() > now.getTime() + 366 * DAY_MS) throw refused({ at: followUpMessages.followUpTooFar })
  await db.transaction(async (trx) => {
    const lead = await openLead(trx, kind, id)
    await updateNextFollowUp(trx, kind, id, at.toISOString())
    await recordAudit(trx, { actor, action: 'lead.follow_up', subject: lead.subject, details: { at: at.toISOString() } }, now)
  })
}

/** A lead's follow-up for its page: the next date, the calls newest first and the rules. */
export async function leadFollowUp(db: Knex, kind: LeadKind, id: number): Promise<LeadFollowUp> {
  const lead = await leadSubject(db, kind, id)
  if (!lead) throw noSuchLead()
  const limit = await unreachableAfter(db)
  const [nextFollowUpAt, calls] = await Promise.all([selectNextFollowUp(db, kind, id), selectCalls(db, kind, id)])
  const streak = calls.findIndex((c) => !failedOutcomes.includes(c.outcome))
  return {
    open: isOpen(kind, lead.status) && !lead.erased,
    nextFollowUpAt,
    calls,
    failedInARow: streak === -1 ? calls.length : streak,
    unreachableAfter: limit,
    rules: followUpRules(limit),
  }
}
