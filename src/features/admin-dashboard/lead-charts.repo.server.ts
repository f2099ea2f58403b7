import type { Knex } from 'knex'

// Grouped counts for the dashboard's charts. Only the grouping columns are read, never a person's
// data (docs/decisions/052). created_at is an ISO string in UTC on both engines, so its first ten
// characters are the UTC day, and ISO strings compare in time order (docs/decisions/101).

export type LeadTable = 'loan_applications' | 'enquiries'

const toCounts = (rows: { k: unknown; n: number | string }[]) => new Map(rows.map((r) => [String(r.k ?? ''), Number(r.n)]))

/** Rows created from `fromDay` (inclusive) to `untilDay` (exclusive), both YYYY-MM-DD, counted per UTC day. */
export async function countPerDay(db: Knex, table: LeadTable, fromDay: string, untilDay: string): Promise<Map<string, number>> {
  const day = 'substr(created_at, 1, 10)'
  const rows = await db(table)
    .select(db.raw(`${day} as k`))
    .count({ n: '*' })
    .where('created_at', '>=', fromDay)
    .andWhere('created_at', '<', untilDay)
    .groupByRaw(day)
  return toCounts(rows as { k: unknown; n: number | string }[])
}

/** Every row of `table`, erased ones included, counted by the stored value of `column`. */
export async function countBy(db: Knex, table: LeadTable, column: 'status' | 'purpose'): Promise<Map<string, number>> {
  const rows = await db(table).select({ k: column }).count({ n: '*' }).groupBy(column)
  return toCounts(rows as { k: unknown; n: number | string }[])
}
