import type { Knex } from 'knex'

/** A database id from a route parameter or a form: digits only, 1 to 2,147,483,647 (a 32-bit integer), or null. */
export function parseId(raw: unknown): number | null {
  const text = String(raw ?? '')
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null
}

/**
 * Narrows `q` to rows whose `column` contains `text`, ignoring case on both engines; %, _ and \ in the
 * text are literal characters, never wildcards (the one LIKE escape of the code base).
 */
export function whereContains(q: Knex.QueryBuilder, column: string, text: string): Knex.QueryBuilder {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return q.whereRaw(`lower(??) like ? escape '\\'`, [column, pattern])
}
