import type { Knex } from 'knex'
import type { LoanApplicationRow } from '../../server/tables.server'
import type { TrackStage } from '../../shared/track'

// Reads of the applications and their status history for the applicant's tracker. The apply
// feature writes those tables and the lead desk works them; this only reads them.

export type TrackedRow = Pick<
  LoanApplicationRow,
  'id' | 'reference' | 'status' | 'date_of_birth' | 'created_at' | 'loan_type' | 'purpose' | 'erased_at'
>

const COLUMNS = ['id', 'reference', 'status', 'date_of_birth', 'created_at', 'loan_type', 'purpose', 'erased_at'] as const

/** One indexed look-up by the unique reference. */
export function findByReference(db: Knex, reference: string): Promise<TrackedRow | undefined> {
  return db<LoanApplicationRow>('loan_applications')
    .select(...COLUMNS)
    .where({ reference })
    .first()
}

export function findById(db: Knex, id: number): Promise<TrackedRow | undefined> {
  return db<LoanApplicationRow>('loan_applications')
    .select(...COLUMNS)
    .where({ id })
    .first()
}

/** The moves of the lead desk's status machine, oldest first: the stage each reached and when. */
export async function statusMoves(db: Knex, applicationId: number): Promise<TrackStage[]> {
  const rows: { to_status: string; at: string }[] = await db('lead_status_changes')
    .select('to_status', 'at')
    .where({ lead_kind: 'application', lead_id: applicationId })
    .orderBy('id', 'asc')
  return rows.map((r) => ({ status: r.to_status, at: r.at }))
}
