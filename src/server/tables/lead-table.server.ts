import type { Knex } from 'knex'
import { istDayEnd, istDayStart, parseSearch, type LeadFilters, type SearchTerm } from './lead-filters.server'

/**
 * What sets one lead table apart (applications, enquiries). Listing, counting, moving a status,
 * erasing and the dashboard's counts work the same on both and are made once from this (leadTableRepo).
 */
export interface LeadTable {
  table: string
  /** The column the filter form's purpose (loan type) chooses from. */
  purposeColumn: string
  /** Further filters of this table's own (the applicant's state). */
  filter?: (q: Knex.QueryBuilder, f: LeadFilters) => void
  /** The search box, for the terms this table answers in its own way: a reference, an e-mail, a name. */
  search: (q: Knex.QueryBuilder, term: Exclude<SearchTerm, { kind: 'number' | 'mobile' }>, typed: string, db: Knex) => void
  /** The personal fields as an erasure leaves them: NOT NULL columns '' or 0, the others null (docs/decisions/070). */
  blanked: Record<string, string | number | null>
}

const toCounts = (rows: { k: unknown; n: number | string }[]) => new Map(rows.map((r) => [String(r.k ?? ''), Number(r.n)]))

export function leadTableRepo<Row>(t: LeadTable) {
  const filtered = (db: Knex, f: LeadFilters): Knex.QueryBuilder => {
    const q = db(t.table)
    if (f.status) q.where('status', f.status)
    if (f.purpose) q.where(t.purposeColumn, f.purpose)
    t.filter?.(q, f)
    if (f.from) q.where('created_at', '>=', istDayStart(f.from))
    if (f.to) q.where('created_at', '<', istDayEnd(f.to))
    if (!f.q) return q
    const term = parseSearch(f.q)
    if (term.kind === 'number') q.where('id', term.value)
    else if (term.kind === 'mobile' && term.value.length === 10) q.where('mobile_number', term.value)
    else if (term.kind === 'mobile') q.where('mobile_number', 'like', `${term.value}%`)
    else t.search(q, term, f.q, db)
    return q
  }
  const notErased = (db: Knex) => db(t.table).whereNull('erased_at')

  return {
    /** One page, newest first (the id breaks ties between rows stored in the same millisecond). */
    select: (db: Knex, f: LeadFilters, page: { limit: number; offset: number }): Promise<Row[]> =>
      filtered(db, f)
        .select('*')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(page.limit)
        .offset(page.offset),
    count: async (db: Knex, f: LeadFilters): Promise<number> => {
      const row = await filtered(db, f).count<{ n: number | string }[]>({ n: '*' }).first()
      return Number(row?.n ?? 0)
    },
    selectOne: (db: Knex, id: number): Promise<Row | undefined> => db(t.table).where({ id }).first(),
    /** Moves the status, and sets what the step records, only if it is still `from`; 0 when another change came first. */
    updateStatus: (db: Knex, id: number, from: string, to: string, set: Partial<Row> = {}): Promise<number> =>
      db(t.table)
        .where({ id, status: from })
        .update({ ...set, status: to }),
    eraseRow: (db: Knex, id: number, at: string): Promise<number> =>
      notErased(db)
        .where({ id })
        .update({ ...t.blanked, erased_at: at }),
    /** Ids of the rows not yet erased that were stored before `cutoff` (retention). */
    idsBefore: async (db: Knex, cutoff: string): Promise<number[]> => {
      const rows: { id: number }[] = await notErased(db).select('id').where('created_at', '<', cutoff)
      return rows.map((r) => Number(r.id))
    },
    eraseBefore: (db: Knex, cutoff: string, at: string): Promise<number> =>
      notErased(db)
        .where('created_at', '<', cutoff)
        .update({ ...t.blanked, erased_at: at }),

    // The dashboard reads only the columns it names, never the rest of a person's data
    // (docs/decisions/052). created_at is an ISO string in UTC on both engines, so its first ten
    // characters are the UTC day, and ISO strings compare in time order (docs/decisions/101).

    /** The named columns and the time of the newest row, erased or not. */
    newest: <K extends keyof Row & string>(db: Knex, columns: K[]): Promise<(Pick<Row, K> & { created_at: string }) | undefined> =>
      db(t.table)
        .select([...columns, 'created_at'])
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first(),
    /**
     * Rows created in [fromIso, untilIso), counted per ten minutes of their UTC time ('YYYY-MM-DDTHH:M'):
     * fine enough to move into India's days (UTC+5:30) without another query (docs/decisions/101).
     */
    countPerTenMinutes: async (db: Knex, fromIso: string, untilIso: string): Promise<Map<string, number>> => {
      const slot = 'substr(created_at, 1, 15)'
      const rows = await db(t.table)
        .select(db.raw(`${slot} as k`))
        .count({ n: '*' })
        .where('created_at', '>=', fromIso)
        .andWhere('created_at', '<', untilIso)
        .groupByRaw(slot)
      return toCounts(rows as { k: unknown; n: number | string }[])
    },
    /**
     * The morning digest's new leads (docs/decisions/231): rows not erased stored in (sinceIso, untilIso],
     * oldest first, at most `limit` of them with `columns`, and how many there are; on the created_at index.
     */
    createdBetween: async <K extends keyof Row & string>(
      db: Knex,
      columns: K[],
      sinceIso: string,
      untilIso: string,
      limit: number,
    ): Promise<{ rows: (Pick<Row, K> & { created_at: string })[]; total: number }> => {
      const range = () => notErased(db).where('created_at', '>', sinceIso).andWhere('created_at', '<=', untilIso)
      const rows = await range()
        .select([...columns, 'created_at'])
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .limit(limit)
      const n = await range().count<{ n: number | string }[]>({ n: '*' }).first()
      return { rows, total: Number(n?.n ?? 0) }
    },
    /**
     * The morning digest's follow-ups: open rows (`statuses`) whose next follow-up is before `untilIso`,
     * earliest first, at most `limit`; how many, and how many of those fell due before `overdueIso`.
     * A range on the next_follow_up_at index.
     */
    followUpsBefore: async <K extends keyof Row & string>(
      db: Knex,
      columns: K[],
      statuses: readonly string[],
      bounds: { overdueIso: string; untilIso: string },
      limit: number,
    ): Promise<{ rows: (Pick<Row, K> & { next_follow_up_at: string })[]; total: number; overdue: number }> => {
      const due = () => db(t.table).where('next_follow_up_at', '<', bounds.untilIso).whereIn('status', statuses)
      const rows = await due()
        .select([...columns, 'next_follow_up_at'])
        .orderBy([{ column: 'next_follow_up_at' }, { column: 'id' }])
        .limit(limit)
      const n = await due()
        .select(db.raw('count(*) as n'), db.raw('sum(case when next_follow_up_at < ? then 1 else 0 end) as overdue', [bounds.overdueIso]))
        .first()
      return { rows, total: Number(n?.n ?? 0), overdue: Number(n?.overdue ?? 0) }
    },
    /** Every row, erased ones included, counted by the stored value of `column`. */
    countBy: async (db: Knex, column: keyof Row & string): Promise<Map<string, number>> => {
      const rows = await db(t.table).select({ k: column }).count({ n: '*' }).groupBy(column)
      return toCounts(rows as { k: unknown; n: number | string }[])
    },
  }
}

export type LeadTableRepo<Row> = ReturnType<typeof leadTableRepo<Row>>
