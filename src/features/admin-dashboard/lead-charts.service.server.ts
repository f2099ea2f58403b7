import type { Knex } from 'knex'
import { chartCopy, ERASED_PURPOSE_LABEL, lastDays, type ChartRow, type LeadChart, type LeadChartId } from '../../shared/lead-charts'
import { applicationStatuses, statusLabels } from '../../shared/leads'
import { loanPurposes } from '../../shared/schemas/loan-application'
import { countBy, countPerDay, type LeadTable } from './lead-charts.repo.server'

const chart = (id: LeadChartId, rows: ChartRow[]): LeadChart => ({ id, ...chartCopy[id], rows })

/** Every one of the last 30 UTC days, a day without rows at 0, so the bars keep their dates. */
async function perDay(db: Knex, table: LeadTable, now: Date): Promise<ChartRow[]> {
  const days = lastDays(now)
  const until = new Date(Date.parse(days.at(-1)!.key) + 86_400_000).toISOString().slice(0, 10)
  const counts = await countPerDay(db, table, days[0]!.key, until)
  return days.map((d) => ({ ...d, count: counts.get(d.key) ?? 0 }))
}

/**
 * The known values first, in their usual order and at 0 when unused, so that charts from day to day
 * line up; then any other stored value as it is (an older purpose, say), then the erased ones.
 */
function categories(counts: Map<string, number>, known: readonly string[], label: (key: string) => string): ChartRow[] {
  const others = [...counts.keys()].filter((k) => k !== '' && !known.includes(k)).sort()
  const rows = [...known, ...others].map((key) => ({ key, label: label(key), count: counts.get(key) ?? 0 }))
  const blank = counts.get('') ?? 0
  return blank > 0 ? [...rows, { key: '', label: ERASED_PURPOSE_LABEL, count: blank }] : rows
}

/**
 * The dashboard's four charts. A table that does not exist yet leaves its charts out, as the overview
 * does (docs/decisions/052). Erased rows count: they keep their day and status (docs/decisions/070).
 */
export async function leadCharts(db: Knex, now = new Date()): Promise<LeadChart[]> {
  const [applications, enquiries] = await Promise.all([db.schema.hasTable('loan_applications'), db.schema.hasTable('enquiries')])
  const charts: LeadChart[] = []
  if (applications) {
    const [days, statuses, purposes] = await Promise.all([
      perDay(db, 'loan_applications', now),
      countBy(db, 'loan_applications', 'status'),
      countBy(db, 'loan_applications', 'purpose'),
    ])
    charts.push(
      chart('applications-per-day', days),
      chart(
        'applications-by-status',
        categories(statuses, applicationStatuses, (k) => statusLabels[k] ?? k),
      ),
      chart(
        'applications-by-purpose',
        categories(purposes, loanPurposes, (k) => k),
      ),
    )
  }
  if (enquiries) charts.push(chart('enquiries-per-day', await perDay(db, 'enquiries', now)))
  return charts
}
