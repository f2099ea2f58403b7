// The prepayment tool: query → schedule and charge → what the page shows (docs/decisions/091).
import type { LoanTypeKey } from '#src/shared/content/loan-types'
import { prepaymentLumpRows } from '#src/shared/content/loan-tools-nav'
import { formatIndian, formatInr } from '#src/shared/format/inr'
import {
  lumpFieldNames,
  parsePrepaymentQuery,
  prepaymentDefaults,
  prepaymentQuery,
  toolLimits,
  type CappedFields,
  type PrepaymentQueryInputs,
} from '#src/shared/loan-tools/inputs'
import { fill } from '#src/shared/i18n/fill'
import { localizePath, type Locale } from '#src/shared/i18n/locales'
import {
  prepay,
  prepaymentCharge,
  prepaymentChargeReasons,
  type LumpSum,
  type Prepayment,
  type PrepaymentCharge,
} from '#src/shared/loan-tools/prepayment'
import { applyHref, readLoanType, type Show } from '../shared/format'
import { withParams } from '../shared/query'
import type { Query, ToolView } from '../shared/view'
import { capHintsIn, showMonthsIn, showPercent, showRupees, tenureText, type TrueCostMessages } from '../true-cost/words'

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
    if (fresh) return n > 1 ? null : { ...prepaymentDefaults.lumpSums[0]! }
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

/** The page's view in its language: `m` is the catalogue's trueCost part, which the browser reads from the page. */
export function present(q: Query, m: TrueCostMessages, locale: Locale): { view: ToolView; search: string } {
  const reading = readPrepayment(q)
  return { view: prepaymentView(reading, computePrepayment(reading.inputs), m, locale), search: reading.search }
}

/** The maths' reason for the charge, in the page's language (the maths writes it in English). */
function chargeReason(reason: string, m: TrueCostMessages): string {
  const key = (Object.keys(prepaymentChargeReasons) as (keyof typeof prepaymentChargeReasons)[]).find(
    (k) => prepaymentChargeReasons[k] === reason,
  )
  return key ? m.prepayment.chargeReasons[key] : reason
}

export function prepaymentView(
  { inputs, capped, loanType, search }: PrepaymentReading,
  { result, charge }: { result: Prepayment; charge: PrepaymentCharge },
  m: TrueCostMessages,
  locale: Locale,
): ToolView {
  const v = m.prepayment.view
  const u = m.units
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
    lumpHints[names.month] = { range: { min: 1, max: inputs.months }, show: (n) => fill(v.monthN, { n }) }
  }
  return {
    text: {
      saved: formatInr(result.interestSaved),
      outcome: outcome(inputs, result, m, locale),
      'original-emi': formatInr(original.emi),
      'revised-emi': formatInr(revised.emi),
      'original-months': tenureText(u, locale, original.months),
      'revised-months': tenureText(u, locale, revised.months),
      prepaid: formatInr(result.totalPrepaid),
      'original-interest': formatInr(original.totalInterest),
      'revised-interest': formatInr(revised.totalInterest),
      charge: charge.waived ? v.none : formatInr(charge.charge),
      'charge-detail': charge.fee > 0 ? fill(v.chargeDetail, { fee: formatInr(charge.fee), gst: formatInr(charge.gst) }) : '',
      'charge-reason': none ? v.noPrepayment : chargeReason(charge.reason, m),
      net: formatInr(result.interestSaved - charge.charge),
      'tot-emi': formatIndian(totals.emi),
      'tot-interest': formatIndian(totals.interest),
      'tot-principal': formatIndian(totals.principal),
      'tot-prepaid': formatIndian(totals.prepaid),
      'schedule-lead': fill(v.scheduleLead, { months: revised.months, prepaid: formatInr(result.totalPrepaid) }),
      ...capHintsIn(u, capped, {
        amount: { range: toolLimits.amount, show: showRupees },
        rate: { range: toolLimits.rate, show: showPercent },
        months: { range: toolLimits.months, show: showMonthsIn(u, locale) },
        chargePercent: { range: toolLimits.chargePercent, show: showPercent },
        ...lumpHints,
      }),
    },
    show: { 'charge-detail': charge.fee > 0 },
    // /hi/loan-tools/prepayment.csv is routed as the English address: the same file in both languages.
    href: {
      apply: localizePath(applyHref(loanType, inputs.amount), locale),
      csv: localizePath(`/loan-tools/prepayment.csv?${search}`, locale),
    },
    rows: {
      schedule: result.schedule.map((m) => [
        String(m.month),
        ...[m.opening, m.emi, m.interest, m.principal, m.prepaid, m.closing].map(formatIndian),
      ]),
    },
  }
}

function outcome(i: PrepaymentQueryInputs, { original, revised, totalPrepaid }: Prepayment, m: TrueCostMessages, locale: Locale): string {
  const v = m.prepayment.view
  if (totalPrepaid === 0) return v.addLump
  const sooner = revised.months < original.months
  const lower = revised.emi < original.emi
  const tenure = { revised: tenureText(m.units, locale, revised.months), original: original.months }
  const from = formatInr(original.emi)
  const to = formatInr(revised.emi)
  if (sooner && lower) return fill(v.bothLower, { from, to, ends: fill(v.ends, tenure) })
  if (sooner)
    return fill(v.sooner, { ends: fill(v.endsStart, tenure), sooner: tenureText(m.units, locale, original.months - revised.months) })
  if (lower) return fill(v.lower, { from, to, months: original.months })
  return i.mode === 'reduce-tenure' ? v.tooSmallTenure : v.tooSmallEmi
}
