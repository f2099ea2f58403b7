import type { Knex } from 'knex'

// The one owner of the desk_digests table (docs/decisions/129): one row per India day whose morning
// digest was written, the day its primary key (docs/decisions/231).

const TABLE = 'desk_digests'

/** Whether `day`'s digest is written: one look-up by the primary key, the check every later run makes. */
export async function digestWritten(db: Knex, day: string): Promise<boolean> {
  return (await db(TABLE).select('day').where({ day }).first()) !== undefined
}

/**
 * Takes `day` for this transaction: true only for the one whose insert made the row. On PostgreSQL a
 * second process's insert waits for the first's transaction and then finds the row; SQLite serialises
 * writers. A transaction that rolls back (the digest could not be written) gives the day back.
 */
export async function takeDigestDay(trx: Knex.Transaction, day: string, at: string): Promise<boolean> {
  const rows: unknown[] = await trx(TABLE).insert({ day, sent_at: at }).onConflict('day').ignore().returning('day')
  return rows.length === 1
}

/** When the digest before `day` was written, or null when there was none. */
export async function lastDigestBefore(db: Knex, day: string): Promise<string | null> {
  const row = (await db(TABLE).max({ at: 'sent_at' }).where('day', '<', day).first()) as { at?: string | null } | undefined
  return row?.at ?? null
}
