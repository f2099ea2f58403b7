import type { Knex } from 'knex'
import { loanTypeName } from '#src/shared/content/after-submit'
import { loanTypeKeys, type LoanTypeKey } from '#src/shared/content/loan-types'
import {
  funnelPeriod,
  funnelStepLabels,
  funnelSteps,
  laterSteps,
  monthsBetween,
  formatMonth,
  type Funnel,
  type FunnelGroup,
  type FunnelPage,
  type FunnelRow,
  type FunnelStep,
  type LaterStep,
} from '#src/shared/funnel'
import { ERASED_LOAN_TYPE_LABEL } from '#src/shared/lead-charts'
import { selectLenders } from '#src/server/tables/lenders.server'
import { CSV_BOM, csvRow, type CsvCell } from './csv.server'
import { selectStepCounts, type StepCount } from './funnel.repo.server'
import { funnel as words } from '#src/shared/i18n/admin/funnel'
import { fill } from '#src/shared/i18n/fill'

/**
 * The median of the values a histogram holds (value → how many), exactly: the middle value of an odd
 * count, the mean of the two middle values of an even one; null when it holds none.
 */
export function medianOf(histogram: Map<number, number>): number | null {
  const entries = [...histogram].filter(([, n]) => n > 0).sort(([a], [b]) => a - b)
  const total = entries.reduce((sum, [, n]) => sum + n, 0)
  if (total === 0) return null
  const at = (index: number): number => {
    let seen = 0
    for (const [value, n] of entries) {
      seen += n
      if (index < seen) return value
    }
    return entries.at(-1)![0]
  }
  // An odd count has one middle value; an even one, the mean of its two.
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2
}

/** One line from its counts. A lender's line has no leads or calls of its own: those cells stay empty. */
function line(key: string, label: string, counts: StepCount[], lender = false): FunnelRow {
  const reached = Object.fromEntries(funnelSteps.map((s) => [s, 0])) as Record<FunnelStep, number>
  const days = Object.fromEntries(funnelSteps.map((s) => [s, new Map<number, number>()])) as Record<FunnelStep, Map<number, number>>
  let disbursed = 0
  for (const c of counts) {
    reached[c.step] += c.leads
    days[c.step].set(c.days, (days[c.step].get(c.days) ?? 0) + c.leads)
    if (c.step === 'disbursed') disbursed += c.amount
  }
  const shown = (s: FunnelStep) => !lender || (s !== 'lead' && s !== 'contacted')
  const previous = (s: LaterStep) => funnelSteps[funnelSteps.indexOf(s) - 1]!
  const conversion = (s: LaterStep) => {
    const before = previous(s)
    return shown(before) && reached[before] > 0 ? reached[s] / reached[before] : null
  }
  return {
    key,
    label,
    counts: Object.fromEntries(funnelSteps.map((s) => [s, shown(s) ? reached[s] : null])) as FunnelRow['counts'],
    conversion: Object.fromEntries(laterSteps.map((s) => [s, conversion(s)])) as FunnelRow['conversion'],
    medianDays: Object.fromEntries(laterSteps.map((s) => [s, shown(s) ? medianOf(days[s]) : null])) as FunnelRow['medianDays'],
    disbursed,
  }
}

/** The lines of a group: the keys given first, in order, at zero when unused; then any other stored key, sorted. */
function lines(counts: StepCount[], known: string[], label: (key: string) => string, opts: { lender?: boolean; last?: string } = {}) {
  const byKey = new Map<string, StepCount[]>()
  for (const c of counts) {
    const list = byKey.get(c.key)
    if (list) list.push(c)
    else byKey.set(c.key, [c])
  }
  const others = [...byKey.keys()].filter((k) => !known.includes(k) && k !== opts.last).sort()
  const keys = [...known, ...others, ...(opts.last !== undefined && byKey.has(opts.last) ? [opts.last] : [])]
  return keys.map((k) => line(k, label(k), byKey.get(k) ?? [], opts.lender))
}

const typeLabel = (k: string) =>
  k === '' ? ERASED_LOAN_TYPE_LABEL : loanTypeKeys.includes(k as LoanTypeKey) ? loanTypeName(k as LoanTypeKey) : k

/** The funnel of the leads that came in from month `from` to month `to` (India time, both included). */
export async function funnel(db: Knex, from: string, to: string): Promise<Funnel> {
  const byType = await selectStepCounts(db, from, to, 'loan-type')
  const byLender = await selectStepCounts(db, from, to, 'lender')
  const byMonth = await selectStepCounts(db, from, to, 'month')
  const lenders = (await selectLenders(db)).map((l) => l.displayName)
  const groups: FunnelGroup[] = [
    {
      id: 'loan-type',
      ...words.groups.loanType,
      steps: [...funnelSteps],
      rows: lines(byType, [...loanTypeKeys], typeLabel, { last: '' }),
    },
    {
      id: 'lender',
      ...words.groups.lender,
      steps: ['sent', 'sanctioned', 'disbursed'],
      rows: lines(byLender, lenders, (k) => k, { lender: true }),
    },
    {
      id: 'month',
      ...words.groups.month,
      steps: [...funnelSteps],
      rows: lines(byMonth, monthsBetween(from, to), formatMonth),
    },
  ]
  return { from, to, total: line('all', words.allLeads, byMonth), groups }
}

/** The page's read: the months from the GET form (docs/decisions/232), and the funnel for them. */
export async function funnelPage(db: Knex, query: Record<string, string | undefined>, now = new Date()): Promise<FunnelPage> {
  const period = funnelPeriod(query, now)
  return { funnel: await funnel(db, period.from, period.to), periodError: period.error }
}

export const funnelCsvHeader = [
  words.csv.group,
  words.csv.line,
  ...funnelSteps.map((s) => funnelStepLabels[s]),
  ...laterSteps.map((s) => fill(words.csv.share, { step: funnelStepLabels[s] })),
  ...laterSteps.map((s) => fill(words.csv.days, { step: funnelStepLabels[s] })),
  words.csv.disbursed,
]

function csvCells(group: string, r: FunnelRow): CsvCell[] {
  return [
    group,
    r.label,
    ...funnelSteps.map((s) => r.counts[s]),
    ...laterSteps.map((s) => (r.conversion[s] === null ? null : Math.round(r.conversion[s] * 1000) / 10)),
    ...laterSteps.map((s) => r.medianDays[s]),
    r.disbursed,
  ]
}

/** The page's figures as CSV (csv.server.ts's quoting): the total, then each group's lines; no person's data. */
export function funnelCsv(f: Funnel): string {
  const rows = [csvCells(words.csv.all, f.total), ...f.groups.flatMap((g) => g.rows.map((r) => csvCells(g.rowHeading, r)))]
  return CSV_BOM + csvRow([fill(words.csv.intro, { from: f.from, to: f.to })]) + csvRow(funnelCsvHeader) + rows.map(csvRow).join('')
}
