import type { Knex } from 'knex'
import { applicationStatuses, enquiryStatuses, isOpen, type CallOutcome, type LeadKind } from '#src/shared/leads'
import type { LoggedCall } from '#src/shared/follow-ups'

// The one owner of the lead_calls table, of the desk_settings table and of the follow-up column that
// loan_applications and enquiries carry (next_follow_up_at): the call log and the manual date write
// them, the Today page and the dashboard read them (docs/decisions/229, 230).

const leadTable: Record<LeadKind, string> = { application: 'loan_applications', enquiry: 'enquiries' }
/** The statuses in which a lead is still worked, so has a next follow-up. */
export const openStatuses: Record<LeadKind, string[]> = {
  application: applicationStatuses.filter((s) => isOpen('application', s)),
  enquiry: enquiryStatuses.filter((s) => isOpen('enquiry', s)),
}

interface CallRow {
  at: string
  actor: string
  outcome: CallOutcome
  call_back_at: string | null
  note: string | null
}

export async function insertCall(db: Knex, kind: LeadKind, leadId: number, c: LoggedCall): Promise<void> {
  await db('lead_calls').insert({
    lead_kind: kind,
    lead_id: leadId,
    at: c.at,
    actor: c.actor,
    outcome: c.outcome,
    call_back_at: c.callBackAt,
    note: c.note,
  })
}

/** A lead's calls, newest first; with a limit, only the latest. */
/** Call notes are free text and may name the person: erasure blanks them with the other notes. */
export async function forgetCallNotes(db: Knex, kind: LeadKind, leadIds: number[]): Promise<void> {
  await db('lead_calls').where('lead_kind', kind).whereIn('lead_id', leadIds).update({ note: null })
}

export async function selectCalls(db: Knex, kind: LeadKind, leadId: number, limit?: number): Promise<LoggedCall[]> {
  const q = db('lead_calls')
    .select('at', 'actor', 'outcome', 'call_back_at', 'note')
    .where({ lead_kind: kind, lead_id: leadId })
    .orderBy('id', 'desc')
  if (limit !== undefined) q.limit(limit)
  const rows: CallRow[] = await q
  return rows.map((r) => ({ at: r.at, actor: r.actor, outcome: r.outcome, callBackAt: r.call_back_at, note: r.note }))
}

/** Sets a lead's next follow-up; null once it has ended. */
export async function updateNextFollowUp(db: Knex, kind: LeadKind, leadId: number, at: string | null): Promise<void> {
  await db(leadTable[kind]).where({ id: leadId }).update({ next_follow_up_at: at })
}

export async function selectNextFollowUp(db: Knex, kind: LeadKind, leadId: number): Promise<string | null> {
  const row: { next_follow_up_at: string | null } | undefined = await db(leadTable[kind])
    .select('next_follow_up_at')
    .where({ id: leadId })
    .first()
  return row?.next_follow_up_at ?? null
}

export async function readSetting(db: Knex, key: string): Promise<string | null> {
  const row: { value: string } | undefined = await db('desk_settings').select('value').where({ key }).first()
  return row?.value ?? null
}

export async function writeSetting(db: Knex, key: string, value: string): Promise<void> {
  await db('desk_settings').insert({ key, value }).onConflict('key').merge()
}

/** A row of a Today list, as either table gives it. */
export interface DueRow {
  id: number
  label: string
  name: string
  status: string
  created_at: string
  due_at: string | null
}

const columns = (db: Knex, kind: LeadKind) =>
  kind === 'application'
    ? ['id', 'reference as label', 'full_name as name', 'status', 'created_at', 'next_follow_up_at as due_at']
    : [
        'id',
        db.raw("'' as label"),
        db.raw("trim(first_name || ' ' || coalesce(last_name, '')) as name"),
        'status',
        'created_at',
        'next_follow_up_at as due_at',
      ]

/** Open leads of one kind whose next follow-up is in [from, to) (from may be absent): the earliest first, and how many in all. */
export async function selectDue(
  db: Knex,
  kind: LeadKind,
  range: { from?: string; to: string },
  limit: number,
): Promise<{ rows: DueRow[]; total: number }> {
  const where = (q: Knex.QueryBuilder) => {
    q.where('next_follow_up_at', '<', range.to).whereIn('status', openStatuses[kind]).whereNull('erased_at')
    if (range.from) q.where('next_follow_up_at', '>=', range.from)
    return q
  }
  const [rows, count] = await Promise.all([
    where(db(leadTable[kind]).select(columns(db, kind)))
      .orderBy([{ column: 'next_follow_up_at' }, { column: 'id' }])
      .limit(limit),
    where(db(leadTable[kind]).count<{ n: number | string }[]>({ n: '*' })).first(),
  ])
  return { rows: (rows as DueRow[]).map((r) => ({ ...r, id: Number(r.id) })), total: Number(count?.n ?? 0) }
}

/** Leads of one kind still "new" that came at or before `cameBy`: the oldest first, and how many in all. */
export async function selectNotContacted(
  db: Knex,
  kind: LeadKind,
  cameBy: string,
  limit: number,
): Promise<{ rows: DueRow[]; total: number }> {
  const where = (q: Knex.QueryBuilder) => q.where('status', 'new').where('created_at', '<=', cameBy).whereNull('erased_at')
  const [rows, count] = await Promise.all([
    where(db(leadTable[kind]).select(columns(db, kind)))
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .limit(limit),
    where(db(leadTable[kind]).count<{ n: number | string }[]>({ n: '*' })).first(),
  ])
  return { rows: (rows as DueRow[]).map((r) => ({ ...r, id: Number(r.id) })), total: Number(count?.n ?? 0) }
}
