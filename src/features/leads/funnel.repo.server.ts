import type { Knex } from 'knex'
import type { FunnelStep } from '#src/shared/funnel'

// The one owner of funnel_counts (docs/decisions/129, 232): triggers on loan_applications write it
// (db/migrations/20261129010000_funnel_counts.ts); the funnel reads it here.

const TABLE = 'funnel_counts'

/** What a line of the funnel is made of: the leads at a step that took `days` days, and the rupees paid out. */
export interface StepCount {
  key: string
  step: FunnelStep
  days: number
  leads: number
  amount: number
}

/** Which rows each grouping reads, and the column it sums them by: a month's lines sum its loan types. */
const GROUPING = {
  'loan-type': { dim: 'type', column: 'key' },
  lender: { dim: 'lender', column: 'key' },
  month: { dim: 'type', column: 'month' },
} as const

/**
 * The counts for the months `from` to `to` (YYYY-MM), summed per loan type, lender or month, step and
 * days: one range read on the key, a few hundred rows back whatever the number of applications.
 */
export async function selectStepCounts(db: Knex, from: string, to: string, by: keyof typeof GROUPING): Promise<StepCount[]> {
  const { dim, column } = GROUPING[by]
  const rows: { key: string; step: FunnelStep; days: number | string; leads: number | string; amount: number | string }[] = await db(TABLE)
    .select({ key: column, step: 'step', days: 'days' })
    .sum({ leads: 'leads', amount: 'amount' })
    .where('dim', dim)
    .whereBetween('month', [from, to])
    .groupBy(column, 'step', 'days')
    .havingRaw('sum(leads) <> 0')
  return rows.map((r) => ({ key: r.key, step: r.step, days: Number(r.days), leads: Number(r.leads), amount: Number(r.amount) }))
}
