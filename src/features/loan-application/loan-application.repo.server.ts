import type { Knex } from 'knex'
import type { LoanApplicationRow as StoredApplication } from '../../server/tables.server'

/** An application as this feature writes it: the database gives the id; erasure is the lead desk's. */
export type LoanApplicationRow = Omit<StoredApplication, 'id' | 'erased_at'>

export type RecentApplication = Pick<
  LoanApplicationRow,
  'reference' | 'pan_hash' | 'loan_amount' | 'mobile_number' | 'created_at' | 'loan_type' | 'purpose'
>

const TABLE = 'loan_applications'

/** Applications of these PANs stored at or after `since`, oldest first (for the duplicate rule). */
export function findRecentByPan(db: Knex, panHashes: string[], since: string): Promise<RecentApplication[]> {
  return db<LoanApplicationRow>(TABLE)
    .select('reference', 'pan_hash', 'loan_amount', 'mobile_number', 'created_at', 'loan_type', 'purpose')
    .whereIn('pan_hash', panHashes)
    .andWhere('created_at', '>=', since)
    .orderBy('created_at')
}

/** Inserts the rows and gives each new id by its reference (the consent ledger needs them). */
export async function insertApplications(db: Knex, rows: LoanApplicationRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map()
  const ids: { id: number; reference: string }[] = await db(TABLE).insert(rows).returning(['id', 'reference'])
  return new Map(ids.map((r) => [r.reference, Number(r.id)]))
}

/**
 * PostgreSQL: serialises submissions of the same PANs until the transaction ends, so two app
 * processes cannot both store one double click. One statement takes every lock, in the order of the
 * lock keys (the sort runs below the scan that calls the lock function, and a test checks it), so two
 * transactions never wait on each other in a cycle. SQLite already serialises writers.
 */
export async function lockPans(trx: Knex.Transaction, panHashes: string[]): Promise<void> {
  if (trx.client.config.client !== 'pg' || panHashes.length === 0) return
  await trx.raw('select pg_advisory_xact_lock(k) from (select distinct hashtext(h) as k from unnest(?::text[]) as h order by k) s', [
    panHashes,
  ])
}

export function findByReference(db: Knex, reference: string): Promise<LoanApplicationRow | undefined> {
  return db<LoanApplicationRow>(TABLE).where({ reference }).first()
}
