// The lead desk's charts (issue 13): what the dashboard shows, browser-safe so that the page, its
// chart script and the server agree on the shape (docs/decisions/101).

/** The days a per-day chart covers, today (in India) included. */
export const CHART_DAYS = 30

export interface ChartRow {
  /** A stable key: the day in India (YYYY-MM-DD), the stored status or the stored purpose. */
  key: string
  label: string
  count: number
}

export type LeadChartId =
  'applications-per-day' | 'applications-by-status' | 'applications-by-purpose' | 'applications-by-loan-type' | 'enquiries-per-day'

export interface LeadChart {
  id: LeadChartId
  title: string
  /** 'days' draws upright bars in date order; 'categories' draws lying bars, one per row. */
  kind: 'days' | 'categories'
  /** The table's column headings: what a row is, and what is counted. */
  rowHeading: string
  countHeading: string
  rows: ChartRow[]
}

export const chartCopy: Record<LeadChartId, Pick<LeadChart, 'title' | 'kind' | 'rowHeading' | 'countHeading'>> = {
  'applications-per-day': {
    title: `Applications per day, last ${CHART_DAYS} days`,
    kind: 'days',
    rowHeading: 'Day (IST)',
    countHeading: 'Applications',
  },
  'applications-by-status': { title: 'Applications by status', kind: 'categories', rowHeading: 'Status', countHeading: 'Applications' },
  'applications-by-purpose': {
    title: 'Applications by loan purpose',
    kind: 'categories',
    rowHeading: 'Loan purpose',
    countHeading: 'Applications',
  },
  'applications-by-loan-type': {
    title: 'Applications by loan type',
    kind: 'categories',
    rowHeading: 'Loan type',
    countHeading: 'Applications',
  },
  'enquiries-per-day': {
    title: `Enquiries per day, last ${CHART_DAYS} days`,
    kind: 'days',
    rowHeading: 'Day (IST)',
    countHeading: 'Enquiries',
  },
}

/** Erasure blanks the purpose (docs/decisions/070); such applications still count, under this label. */
export const ERASED_PURPOSE_LABEL = 'Erased (purpose removed)'
/** The same for the loan type, which erasure blanks too (docs/decisions/145). */
export const ERASED_LOAN_TYPE_LABEL = 'Erased (loan type removed)'

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** India's offset from UTC: the charts count days as the lists show times, in IST. */
const IST_MS = 330 * 60_000

/** The day in India (YYYY-MM-DD) of a moment. */
export const istDay = (ms: number): string => new Date(ms + IST_MS).toISOString().slice(0, 10)

/** The moment an Indian day (YYYY-MM-DD) begins, as a UTC ISO string: '2026-11-21' → '2026-11-20T18:30:00.000Z'. */
export const istDayStart = (day: string): string => new Date(Date.parse(day) - IST_MS).toISOString()

/** The last `n` days in India up to and including `now`'s, oldest first, as YYYY-MM-DD keys with '21 Nov' labels. */
export function lastDays(now: Date, n = CHART_DAYS): { key: string; label: string }[] {
  const today = Date.parse(istDay(now.getTime()))
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(today - (n - 1 - i) * 86_400_000)
    return { key: day.toISOString().slice(0, 10), label: dayLabel.format(day) }
  })
}
