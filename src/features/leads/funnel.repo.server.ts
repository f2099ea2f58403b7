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

const COLUMN = { 'loan-type': 'loan_type', lender: 'lender', month: 'month' } as const

/**
 * The counts for the months `from` to `to` (YYYY-MM), summed per loan type, lender or month, step and
 * days: one range read on the key, a few hundred rows back whatever the number of applications.
 */
export async function selectStepCounts(db: Knex, from: string, to: string, by: keyof typeof COLUMN): Promise<StepCount[]> {
  const column = COLUMN[by]
  const rows: { key: string; step: FunnelStep; days: number | string; leads: number | string; amount: number | string }[] = await db(TABLE)
    .select({ key: column, step: 'step', days: 'days' })
    .sum({ leads: 'leads', amount: 'amount' })
    .whereBetween('month', [from, to])
    .groupBy(column, 'step', 'days')
    .havingRaw('sum(leads) <> 0')
  return rows.map((r) => ({ key: r.key, step: r.step, days: Number(r.days), leads: Number(r.leads), amount: Number(r.amount) }))
}
