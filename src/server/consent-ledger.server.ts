import type { Knex } from 'knex'
import { consentPurposes, type ConsentPurpose } from '../shared/content/consent'
import type { ConsentState } from '../shared/track'

// The consent ledger (docs/decisions/100): one row per optional purpose per change, never updated
// except to blank the IP hash on erasure, so it is the history of each choice. The apply feature
// writes the first rows, the tracker the withdrawals, and the lead desk reads and erases them.

const TABLE = 'consent_ledger'

/** Consent to share the application with the one lender whose offer the borrower chose (docs/decisions/221). */
export const LENDER_SHARE = 'lender_share'

export interface ConsentEntry {
  application_id: number
  purpose: ConsentPurpose | typeof LENDER_SHARE
  given: boolean
  notice_version: string
  at: string
  /** keyedHash(current data key, IP, 'consent-ip'). */
  ip_hash: string
  /** Where the choice was made: 'apply' (form or API), 'tracker', or 'offers' (choosing an offer). */
  via: 'apply' | 'tracker' | 'offers'
  /** A lender share's snapshot: the offer as shown, JSON (docs/decisions/221); null otherwise. */
  details?: string | null
}

export interface ConsentRecord extends ConsentEntry {
  id: number
}

export async function insertConsents(db: Knex, entries: ConsentEntry[]): Promise<void> {
  if (entries.length > 0) await db(TABLE).insert(entries)
}

/** Every choice of one application, oldest first. */
export async function consentHistory(db: Knex, applicationId: number): Promise<ConsentRecord[]> {
  const rows: ConsentRecord[] = await db(TABLE).where({ application_id: applicationId }).orderBy('id', 'asc')
  // SQLite answers booleans as 0/1.
  return rows.map((r) => ({ ...r, id: Number(r.id), application_id: Number(r.application_id), given: Boolean(r.given) }))
}

/** The current state of each optional purpose: its latest row, or not given when there is none. */
export function currentConsents(history: ConsentRecord[]): ConsentState[] {
  return consentPurposes.map((purpose) => {
    const latest = history.filter((r) => r.purpose === purpose).at(-1)
    return { purpose, given: latest?.given ?? false, at: latest?.at ?? null }
  })
}

/** Erasure keeps what was chosen and when (docs/decisions/070), and drops the hashed IPs. */
export async function forgetConsentIps(db: Knex, applicationIds: number[]): Promise<void> {
  for (let i = 0; i < applicationIds.length; i += 500) {
    await db(TABLE)
      .whereIn('application_id', applicationIds.slice(i, i + 500))
      .update({ ip_hash: '' })
  }
}
