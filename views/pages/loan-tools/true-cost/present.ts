// The true-cost tool: query → figures → what the page shows (docs/decisions/091). Runs on the server
// for the GET form and in the browser as the visitor types.
import type { LoanTypeKey } from '../../../../src/shared/content/loan-types'
import { formatInr } from '../../../../src/shared/format/inr'
import { trueCost, type TrueCost, type TrueCostInputs } from '../../../../src/shared/loan-tools/apr'
import {
  benchmarks,
  rateShock,
  type Benchmark,
  type FloatingTerms,
  type RateShock,
  type RateType,
} from '../../../../src/shared/loan-tools/floating'
import { parseTrueCostQuery, toolLimits, trueCostQuery, type CappedFields, type Range } from '../../../../src/shared/loan-tools/inputs'
import { applyHref, aprText, capHints, monthsText, pct, readLoanType, showMonths, showPercent, showRupees } from '../shared/format'
import { readNumber, withParams } from '../shared/query'
import { lastValue, type Query, type ToolView } from '../shared/view'

/** The other upfront charges, one box each; the maths takes their sum (taxes included, no GST added). */
export const chargeFields = [
  { name: 'insurance', label: 'Insurance' },
  { name: 'valuation', label: 'Valuation fee' },
  { name: 'stampDuty', label: 'Stamp duty' },
  { name: 'documentation', label: 'Documentation' },
] as const

/** The spread's and the reset's limits; the spread can be at most the rate (the benchmark is never negative). */
export const floatingLimits = {
  spread: { min: 0, max: toolLimits.rate.max, decimals: 2 },
  resetMonths: { min: 1, max: 120, decimals: 0 },
} as const satisfies Record<string, Range>

export const floatingDefaults = { benchmark: 'repo' as Benchmark, spread: 2.5, resetMonths: 3 }

export type ChargeName = (typeof chargeFields)[number]['name']

export interface TrueCostReading {
  inputs: TrueCostInputs
  charges: Record<ChargeName, number>
  rateType: RateType
  /** The floating rate's terms; null when the rate is fixed (docs/decisions/168). */
  floating: FloatingTerms | null
  loanType: LoanTypeKey
  capped: CappedFields
  /** The canonical query of what was used: the page's shareable address. */
  search: string
}

export function readTrueCost(q: Query): TrueCostReading {
  const { capped, ...parsed } = parseTrueCostQuery(q)
  const charges = {} as Record<ChargeName, number>
  for (const f of chargeFields) charges[f.name] = readNumber(q, f.name, toolLimits.charges, 0, capped)
  const inputs: TrueCostInputs = { ...parsed, otherCharges: chargeFields.reduce((s, f) => s + charges[f.name], 0) }
  const loanType = readLoanType(q, 'personal')
  const rateType: RateType = lastValue(q, 'rateType') === 'floating' ? 'floating' : 'fixed'
  const floating = rateType === 'floating' ? readFloating(q, inputs.rate, capped) : null
  // The page asks for the charges one by one, so the maths' single `charges` field is left out.
  const extra = Object.fromEntries(chargeFields.map((f) => [f.name, charges[f.name] || null]))
  const terms: Record<string, string | number> = floating
    ? { rateType, benchmark: floating.benchmark, spread: floating.spread, reset: floating.resetMonths }
    : {}
  const search = withParams(trueCostQuery(inputs), { charges: null, ...extra, ...terms, loan: loanType })
  return { inputs, charges, rateType, floating, loanType, capped, search }
}

/** The benchmark, the spread (at most the rate) and the reset periodicity of a floating rate. */
function readFloating(q: Query, rate: number, capped: CappedFields): FloatingTerms {
  const raw = lastValue(q, 'benchmark')
  const benchmark = benchmarks.find((b) => b.value === raw)?.value ?? floatingDefaults.benchmark
  const spreadRange = { ...floatingLimits.spread, max: rate }
  return {
    benchmark,
    spread: readNumber(q, 'spread', spreadRange, Math.min(floatingDefaults.spread, rate), capped),
    resetMonths: readNumber(q, 'reset', floatingLimits.resetMonths, floatingDefaults.resetMonths, capped),
  }
}

export function present(q: Query): { view: ToolView; search: string } {
  const reading = readTrueCost(q)
  return { view: trueCostView(reading, trueCost(reading.inputs)), search: reading.search }
}

const feeRange = (kind: 'percent' | 'rupees') => (kind === 'percent' ? toolLimits.feePercent : toolLimits.feeRupees)

/**
 * When the fee, its GST and the charges leave nothing to disburse, the field whose amount reaches the
 * loan (in the form's order) says so (docs/decisions/166); null while something is left.
 */
export function swallowingField(i: TrueCostInputs, charges: Record<ChargeName, number>, r: TrueCost): string | null {
  if (r.netDisbursed > 0) return null
  let taken = r.fee + r.gst
  if (taken >= i.amount) return 'fee'
  for (const f of chargeFields) {
    taken += charges[f.name]
    if (taken >= i.amount) return f.name
  }
  return chargeFields[chargeFields.length - 1]!.name
}

/** '+₹12 a month, or 1 more EMI', for a rise of 0.25 % a year (RBI's KFS, Part 1 item 7). */
export function shockText(s: RateShock): string {
  const emis =
    s.emisChange === null ? 'the EMI would no longer cover the interest' : `${s.emisChange} more EMI${s.emisChange === 1 ? '' : 's'}`
  return `+${formatInr(s.emiChange)} a month on the same term, or ${emis} at the same EMI`
}

export function trueCostView({ inputs, charges, floating, loanType, capped, search }: TrueCostReading, r: TrueCost): ToolView {
  const deductions = r.fee + r.gst + r.charges
  const swallowed = swallowingField(inputs, charges, r)
  const refusal = swallowed
    ? {
        [`${swallowed}-hint`]: `The fee, GST and charges come to ${formatInr(deductions)}, the whole loan of ${formatInr(inputs.amount)} or more: nothing would be disbursed. Lower them or raise the amount.`,
      }
    : {}
  return {
    text: {
      emi: formatInr(r.emi),
      'emi-sub': `${inputs.months} instalments of ${formatInr(r.emi)} at ${pct(inputs.rate)} a year`,
      apr: swallowed ? 'None: nothing is disbursed' : aprText(r.apr, r.aprCapped),
      net: swallowed ? 'Nothing' : formatInr(r.netDisbursed),
      fee: formatInr(r.fee),
      gst: inputs.gstOnFee ? formatInr(r.gst) : 'Not added',
      charges: formatInr(r.charges),
      deductions: formatInr(deductions),
      interest: formatInr(r.totalInterest),
      repay: formatInr(r.totalRepayment),
      cost: formatInr(r.totalCost),
      summary: summary(inputs, r),
      shock: floating ? `If the benchmark rises by 0.25%: ${shockText(rateShock(inputs.amount, inputs.rate, inputs.months))}.` : '',
      'benchmark-rate': floating
        ? `The benchmark is then ${pct(inputs.rate - floating.spread)} (${pct(inputs.rate)} less the spread).`
        : '',
      ...capHints(capped, {
        amount: { range: toolLimits.amount, show: showRupees },
        rate: { range: toolLimits.rate, show: showPercent },
        months: { range: toolLimits.months, show: showMonths },
        fee: { range: feeRange(inputs.fee.kind), show: inputs.fee.kind === 'percent' ? showPercent : showRupees },
        insurance: { range: toolLimits.charges, show: showRupees },
        stampDuty: { range: toolLimits.charges, show: showRupees },
        documentation: { range: toolLimits.charges, show: showRupees },
        valuation: { range: toolLimits.charges, show: showRupees },
        spread: { range: { min: 0, max: inputs.rate }, show: showPercent },
        reset: { range: floatingLimits.resetMonths, show: showMonths },
      }),
      ...refusal,
    },
    show: {
      'fee-rupees': inputs.fee.kind === 'rupees',
      'fee-percent': inputs.fee.kind === 'percent',
      apply: !swallowed,
      kfs: !swallowed,
      shock: floating !== null,
      'benchmark-rate': floating !== null,
    },
    href: { apply: applyHref(loanType, inputs.amount), kfs: `/loan-tools/true-cost/kfs?${search}` },
    rows: {},
  }
}

/** One paragraph in plain words: what reaches the account, what goes back, and what the APR says. */
function summary(i: TrueCostInputs, r: TrueCost): string {
  const over = `over ${monthsText(i.months)}`
  if (r.netDisbursed <= 0)
    return `The fees and charges take the whole ${formatInr(i.amount)}: nothing would reach your account, so there is no loan to cost.`
  if (r.netDisbursed === i.amount) {
    return `You receive the whole ${formatInr(i.amount)} and repay ${formatInr(r.totalRepayment)} ${over}. With nothing deducted, the APR is the interest rate.`
  }
  const start = `You receive ${formatInr(r.netDisbursed)}, not ${formatInr(i.amount)}, and repay ${formatInr(r.totalRepayment)} ${over}.`
  return `${start} On what actually reaches you, that costs ${aprText(r.apr, r.aprCapped)} a year, not ${pct(i.rate)}.`
}
