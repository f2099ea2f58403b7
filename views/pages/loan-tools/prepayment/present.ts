// The prepayment tool: query → schedule and charge → what the page shows (docs/decisions/091).
import type { LoanTypeKey } from '../../../../src/shared/content/loan-types'
import { prepaymentLumpRows } from '../../../../src/shared/content/loan-tools-nav'
import { formatIndian, formatInr } from '../../../../src/shared/format/inr'
import {
  lumpFieldNames,
  parsePrepaymentQuery,
  prepaymentDefaults,
  prepaymentQuery,
  toolLimits,
  type CappedFields,
  type PrepaymentQueryInputs,
} from '../../../../src/shared/loan-tools/inputs'
import {
  prepay,
  prepaymentCharge,
  type LumpSum,
  type Prepayment,
  type PrepaymentCharge,
} from '../../../../src/shared/loan-tools/prepayment'
import { applyHref, capHints, monthsText, readLoanType, showMonths, showPercent, showRupees, type Show } from '../shared/format'
import { withParams } from '../shared/query'
import type { Query, ToolView } from '../shared/view'

const rowNumbers = Array.from({ length: prepaymentLumpRows }, (_, i) => i + 1)
const formKeys = [
  'amount',
  'rate',
  'months',
  'mode',
  'floating',
  'borrower',
  'chargePercent',
  'loan',
  ...rowNumbers.flatMap((n) => Object.values(lumpFieldNames(n))),
]

export interface PrepaymentReading {
  inputs: PrepaymentQueryInputs
  /** Each form row's lump sum, in its own place (null when the row is empty). */
  rows: (LumpSum | null)[]
  loanType: LoanTypeKey
  capped: CappedFields
  search: string
}

/**
 * Each row is read on its own, so that a sum typed in row 3 with row 2 empty stays in row 3 (the
 * maths numbers the sums it keeps from 1). A first visit shows the maths' example sum in row 1.
 */
export function readPrepayment(q: Query): PrepaymentReading {
  const { capped, ...parsed } = parsePrepaymentQuery(q)
  for (const key of Object.keys(capped)) if (/^lump\d/.test(key)) delete capped[key]
  const fresh = formKeys.every((k) => q[k] === undefined)
  const first = lumpFieldNames(1)
  const rows = rowNumbers.map((n): LumpSum | null => {
    if (fresh) return n === 1 ? { ...prepaymentDefaults.lumpSums[0]! } : null
    const names = lumpFieldNames(n)
    const one = parsePrepaymentQuery({
      mode: 'reduce-tenure',
      months: q.months,
      [first.amount]: q[names.amount],
      [first.month]: q[names.month],
      [first.yearly]: q[names.yearly],
    })
    if (one.capped[first.amount]) capped[names.amount] = one.capped[first.amount]!
    if (one.capped[first.month]) capped[names.month] = one.capped[first.month]!
    return one.lumpSums[0] ?? null
  })
  const inputs: PrepaymentQueryInputs = { ...parsed, lumpSums: rows.filter((r): r is LumpSum => r !== null) }
  const loanType = readLoanType(q, 'home')
  const lumpParams: Record<string, string | number | null> = {}
  rows.forEach((row, i) => {
    const names = lumpFieldNames(i + 1)
    lumpParams[names.amount] = row?.amount ?? null
    lumpParams[names.month] = row?.month ?? null
    lumpParams[names.yearly] = row?.yearly ? 1 : null
  })
  const search = withParams(prepaymentQuery({ ...inputs, lumpSums: [] }), { ...lumpParams, loan: loanType })
  return { inputs, rows, loanType, capped, search }
}

export function computePrepayment(inputs: PrepaymentQueryInputs): { result: Prepayment; charge: PrepaymentCharge } {
  const result = prepay(inputs)
  return { result, charge: prepaymentCharge(inputs.charge, result.totalPrepaid) }
}

export function present(q: Query): { view: ToolView; search: string } {
  const reading = readPrepayment(q)
  return { view: prepaymentView(reading, computePrepayment(reading.inputs)), search: reading.search }
}

export function prepaymentView(
  { inputs, capped, loanType, search }: PrepaymentReading,
  { result, charge }: { result: Prepayment; charge: PrepaymentCharge },
): ToolView {
  const { original, revised } = result
  const none = result.totalPrepaid === 0
  const totals = result.schedule.reduce(
    (t, m) => ({
      emi: t.emi + m.emi,
      interest: t.interest + m.interest,
      principal: t.principal + m.principal,
      prepaid: t.prepaid + m.prepaid,
    }),
    { emi: 0, interest: 0, principal: 0, prepaid: 0 },
  )
  const lumpHints: Record<string, { range: { min: number; max: number }; show: Show }> = {}
  for (const n of rowNumbers) {
    const names = lumpFieldNames(n)
    lumpHints[names.amount] = { range: toolLimits.lumpAmount, show: showRupees }
    lumpHints[names.month] = { range: { min: 1, max: inputs.months }, show: (v) => `month ${v}` }
  }
  return {
    text: {
      saved: formatInr(result.interestSaved),
      outcome: outcome(inputs, result),
      'original-emi': formatInr(original.emi),
      'revised-emi': formatInr(revised.emi),
      'original-months': monthsText(original.months),
      'revised-months': monthsText(revised.months),
      prepaid: formatInr(result.totalPrepaid),
      'original-interest': formatInr(original.totalInterest),
      'revised-interest': formatInr(revised.totalInterest),
      charge: charge.waived ? 'None' : formatInr(charge.charge),
      'charge-detail': charge.fee > 0 ? `${formatInr(charge.fee)} charge + ${formatInr(charge.gst)} GST` : '',
      'charge-reason': none ? 'No prepayment yet, so no charge.' : charge.reason,
      net: formatInr(result.interestSaved - charge.charge),
      'tot-emi': formatIndian(totals.emi),
      'tot-interest': formatIndian(totals.interest),
      'tot-principal': formatIndian(totals.principal),
      'tot-prepaid': formatIndian(totals.prepaid),
      'schedule-lead': `${revised.months} monthly instalments, with ${formatInr(result.totalPrepaid)} prepaid. Each lump sum is paid just after that month’s EMI.`,
      ...capHints(capped, {
        amount: { range: toolLimits.amount, show: showRupees },
        rate: { range: toolLimits.rate, show: showPercent },
        months: { range: toolLimits.months, show: showMonths },
        chargePercent: { range: toolLimits.chargePercent, show: showPercent },
        ...lumpHints,
      }),
    },
    show: { 'charge-detail': charge.fee > 0 },
    href: { apply: applyHref(loanType, inputs.amount), csv: `/loan-tools/prepayment.csv?${search}` },
    rows: {
      schedule: result.schedule.map((m) => [
        String(m.month),
        ...[m.opening, m.emi, m.interest, m.principal, m.prepaid, m.closing].map(formatIndian),
      ]),
    },
  }
}

function outcome(i: PrepaymentQueryInputs, { original, revised, totalPrepaid }: Prepayment): string {
  if (totalPrepaid === 0) return 'Add a lump sum to see what it saves.'
  const sooner = revised.months < original.months
  const lower = revised.emi < original.emi
  const ends = `the loan ends after ${monthsText(revised.months)} instead of ${original.months} months`
  if (sooner && lower) return `Your EMI falls from ${formatInr(original.emi)} to ${formatInr(revised.emi)}, and ${ends}.`
  if (sooner) return `${ends[0]!.toUpperCase()}${ends.slice(1)}: ${monthsText(original.months - revised.months)} sooner, with the same EMI.`
  if (lower)
    return `Your EMI falls from ${formatInr(original.emi)} to ${formatInr(revised.emi)}, and the loan still ends after ${original.months} months.`
  return i.mode === 'reduce-tenure'
    ? 'The sum is too small to shorten the loan by a month: it lowers the last instalment.'
    : 'The sum is too small to change the EMI by a rupee.'
}
