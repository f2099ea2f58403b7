import type { Knex } from 'knex'
import { loanTypeName } from '#src/shared/content/after-submit'
import { loanTypeKeys, type LoanTypeKey } from '#src/shared/content/loan-types'
import {
  chartCopy,
  ERASED_LOAN_TYPE_LABEL,
  ERASED_PURPOSE_LABEL,
  istDay,
  istDayStart,
  lastDays,
  type ChartRow,
  type LeadChart,
  type LeadChartId,
} from '#src/shared/lead-charts'
import { applicationStatuses, statusLabels } from '#src/shared/leads'
import { loanPurposes } from '#src/shared/schemas/loan-application'
import { applicationsTable } from '#src/server/tables/loan-applications.server'
import { enquiriesTable } from '#src/server/tables/enquiries.server'
import type { LeadTableRepo } from '#src/server/tables/lead-table.server'

const chart = (id: LeadChartId, rows: ChartRow[]): LeadChart => ({ id, ...chartCopy[id], rows })

/**
 * Every one of the last 30 days in India (the lists' time zone), a day without rows at 0, so the bars
 * keep their dates. Rows are counted per ten minutes of UTC and moved into India's days here.
 */
async function perDay<Row>(db: Knex, table: LeadTableRepo<Row>, now: Date): Promise<ChartRow[]> {
  const days = lastDays(now)
  const until = istDayStart(new Date(Date.parse(days.at(-1)!.key) + 86_400_000).toISOString().slice(0, 10))
  const slots = await table.countPerTenMinutes(db, istDayStart(days[0]!.key), until)
  const counts = new Map<string, number>()
  for (const [slot, n] of slots) {
    const day = istDay(Date.parse(`${slot}0:00.000Z`))
    counts.set(day, (counts.get(day) ?? 0) + n)
  }
  return days.map((d) => ({ ...d, count: counts.get(d.key) ?? 0 }))
}

/**
 * The known values first, in their usual order and at 0 when unused, so that charts from day to day
 * line up; then any other stored value as it is (an older purpose, say), then the erased ones.
 */
function categories(
  counts: Map<string, number>,
  known: readonly string[],
  label: (key: string) => string,
  erasedLabel = ERASED_PURPOSE_LABEL,
): ChartRow[] {
  const others = [...counts.keys()].filter((k) => k !== '' && !known.includes(k)).sort()
  const rows = [...known, ...others].map((key) => ({ key, label: label(key), count: counts.get(key) ?? 0 }))
  const blank = counts.get('') ?? 0
  return blank > 0 ? [...rows, { key: '', label: erasedLabel, count: blank }] : rows
}

/** The dashboard's five charts. Erased rows count: they keep their day and status (docs/decisions/070). */
export async function leadCharts(db: Knex, now = new Date()): Promise<LeadChart[]> {
  const [applicationDays, statuses, purposes, loanTypes, enquiryDays] = await Promise.all([
    perDay(db, applicationsTable, now),
    applicationsTable.countBy(db, 'status'),
    applicationsTable.countBy(db, 'purpose'),
    applicationsTable.countBy(db, 'loan_type'),
    perDay(db, enquiriesTable, now),
  ])
  return [
    chart('applications-per-day', applicationDays),
    chart(
      'applications-by-status',
      categories(statuses, applicationStatuses, (k) => statusLabels[k] ?? k),
    ),
    chart(
      'applications-by-purpose',
      categories(purposes, loanPurposes, (k) => k),
    ),
    chart(
      'applications-by-loan-type',
      categories(
        loanTypes,
        loanTypeKeys,
        (k) => (loanTypeKeys.includes(k as LoanTypeKey) ? loanTypeName(k as LoanTypeKey) : k),
        ERASED_LOAN_TYPE_LABEL,
      ),
    ),
    chart('enquiries-per-day', enquiryDays),
  ]
}
