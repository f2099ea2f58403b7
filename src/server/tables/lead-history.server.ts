import type { Knex } from 'knex'
import { forgetCallNotes } from './follow-ups.server'
import type { LeadKind, LeadNote, StatusChange } from '#src/shared/leads'

// The one owner of lead_status_changes and lead_notes: the lead desk writes them, the tracker reads
// an application's moves (docs/decisions/129).

interface ChangeRow {
  at: string
  actor: string
  from_status: string
  to_status: string
  note: string | null
}

export async function insertStatusChange(db: Knex, kind: LeadKind, leadId: number, c: StatusChange): Promise<void> {
  await db('lead_status_changes').insert({
    lead_kind: kind,
    lead_id: leadId,
    at: c.at,
    actor: c.actor,
    from_status: c.from,
    to_status: c.to,
    note: c.note,
  })
}

export async function selectStatusChanges(db: Knex, kind: LeadKind, leadId: number): Promise<StatusChange[]> {
  const rows: ChangeRow[] = await db('lead_status_changes').where({ lead_kind: kind, lead_id: leadId }).orderBy('id', 'asc')
  return rows.map((r) => ({ at: r.at, actor: r.actor, from: r.from_status, to: r.to_status, note: r.note }))
}

export async function insertNote(db: Knex, kind: LeadKind, leadId: number, n: LeadNote): Promise<void> {
  await db('lead_notes').insert({ lead_kind: kind, lead_id: leadId, at: n.at, actor: n.actor, body: n.body })
}

export function selectNotes(db: Knex, kind: LeadKind, leadId: number): Promise<LeadNote[]> {
  return db('lead_notes').select<LeadNote[]>('at', 'actor', 'body').where({ lead_kind: kind, lead_id: leadId }).orderBy('id', 'asc')
}

/** Notes are free text and may name the person, so erasure removes them and blanks the change and call notes. */
export async function forgetLeadText(db: Knex, kind: LeadKind, leadIds: number[]): Promise<void> {
  for (let i = 0; i < leadIds.length; i += 500) {
    const ids = leadIds.slice(i, i + 500)
    await db('lead_notes').where('lead_kind', kind).whereIn('lead_id', ids).delete()
    await db('lead_status_changes').where('lead_kind', kind).whereIn('lead_id', ids).update({ note: null })
    await forgetCallNotes(db, kind, ids)
  }
}
