// The true-cost tool: query → figures → what the page shows (docs/decisions/091). Runs on the server
// for the GET form and in the browser as the visitor types.
import type { LoanTypeKey } from '#src/shared/content/loan-types'
import { formatInr } from '#src/shared/format/inr'
import { trueCost, type TrueCost, type TrueCostInputs } from '#src/shared/loan-tools/apr'
import { benchmarks, rateShock, type Benchmark, type FloatingTerms, type RateShock, type RateType } from '#src/shared/loan-tools/floating'
import { fill } from '#src/shared/i18n/fill'
import { localizePath, type Locale } from '#src/shared/i18n/locales'
import { plural } from '#src/shared/i18n/plural'
import { parseTrueCostQuery, toolLimits, trueCostQuery, type CappedFields, type Range } from '#src/shared/loan-tools/inputs'
import { applyHref, pct, readLoanType } from '../shared/format'
import { readNumber, withParams } from '../shared/query'
import { lastValue, type Query, type ToolView } from '../shared/view'
import { aprWords, capHintsIn, showMonthsIn, showPercent, showRupees, tenureText, type TrueCostMessages } from './words'
import { coolingOffView, readCoolingOff, type CoolingOffLoan } from './cooling-off'

/**
 * The other upfront charges, one box each; the maths takes their sum (taxes included, no GST added).
 * Each box's label is the catalogue's trueCost.form[name].
 */
export const chargeFields = [{ name: 'insurance' }, { name: 'valuation' }, { name: 'stampDuty' }, { name: 'documentation' }] as const

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

/**
 * The page's view in its language: `m` is the catalogue's trueCost part, which the browser reads from
 * the page. The cooling-off calculator's figures ride along (./cooling-off.ts), and its two fields join
 * the address once sent; `loan` is what that calculator takes from this loan.
 */
export function present(q: Query, m: TrueCostMessages, locale: Locale): { view: ToolView; search: string; loan: CoolingOffLoan } {
  const reading = readTrueCost(q)
  const cost = trueCost(reading.inputs)
  const loan = { amount: reading.inputs.amount, apr: cost.apr, aprCapped: cost.aprCapped, netDisbursed: cost.netDisbursed }
  const view = trueCostView(reading, cost, m, locale)
  const co = coolingOffView(q, loan, m, locale)
  return {
    view: { ...view, text: { ...view.text, ...co.text }, show: { ...view.show, ...co.show } },
    search: withParams(reading.search, readCoolingOff(q).params),
    loan,
  }
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
export function shockText(s: RateShock, m: TrueCostMessages, locale: Locale): string {
  const emis = s.emisChange === null ? m.view.noCover : fill(plural(locale, s.emisChange, m.view.moreEmis), { n: s.emisChange })
  return fill(m.view.shockText, { emi: formatInr(s.emiChange), emis })
}

export function trueCostView(
  { inputs, charges, floating, loanType, capped, search }: TrueCostReading,
  r: TrueCost,
  m: TrueCostMessages,
  locale: Locale,
): ToolView {
  const v = m.view
  const u = m.units
  const deductions = r.fee + r.gst + r.charges
  const swallowed = swallowingField(inputs, charges, r)
  const refusal = swallowed
    ? {
        [`${swallowed}-hint`]: fill(v.refusal, { deductions: formatInr(deductions), amount: formatInr(inputs.amount) }),
      }
    : {}
  return {
    text: {
      emi: formatInr(r.emi),
      'emi-sub': fill(v.emiSub, { months: inputs.months, emi: formatInr(r.emi), rate: pct(inputs.rate) }),
      apr: swallowed ? v.aprNone : aprWords(u, r.apr, r.aprCapped),
      net: swallowed ? v.netNone : formatInr(r.netDisbursed),
      fee: formatInr(r.fee),
      gst: inputs.gstOnFee ? formatInr(r.gst) : v.gstNotAdded,
      charges: formatInr(r.charges),
      deductions: formatInr(deductions),
      interest: formatInr(r.totalInterest),
      repay: formatInr(r.totalRepayment),
      cost: formatInr(r.totalCost),
      summary: summary(inputs, r, m, locale),
      shock: floating ? fill(v.shock, { shock: shockText(rateShock(inputs.amount, inputs.rate, inputs.months), m, locale) }) : '',
      'benchmark-rate': floating ? fill(v.benchmarkRate, { benchmark: pct(inputs.rate - floating.spread), rate: pct(inputs.rate) }) : '',
      ...capHintsIn(u, capped, {
        amount: { range: toolLimits.amount, show: showRupees },
        rate: { range: toolLimits.rate, show: showPercent },
        months: { range: toolLimits.months, show: showMonthsIn(u, locale) },
        fee: { range: feeRange(inputs.fee.kind), show: inputs.fee.kind === 'percent' ? showPercent : showRupees },
        insurance: { range: toolLimits.charges, show: showRupees },
        stampDuty: { range: toolLimits.charges, show: showRupees },
        documentation: { range: toolLimits.charges, show: showRupees },
        valuation: { range: toolLimits.charges, show: showRupees },
        spread: { range: { min: 0, max: inputs.rate }, show: showPercent },
        reset: { range: floatingLimits.resetMonths, show: showMonthsIn(u, locale) },
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
    href: {
      apply: localizePath(applyHref(loanType, inputs.amount), locale),
      kfs: localizePath(`/loan-tools/true-cost/kfs?${search}`, locale),
    },
    rows: {},
  }
}

/** One paragraph in plain words: what reaches the account, what goes back, and what the APR says. */
function summary(i: TrueCostInputs, r: TrueCost, m: TrueCostMessages, locale: Locale): string {
  const v = m.view
  const amount = formatInr(i.amount)
  const repay = formatInr(r.totalRepayment)
  const over = fill(v.over, { months: tenureText(m.units, locale, i.months) })
  if (r.netDisbursed <= 0) return fill(v.summaryNothing, { amount })
  if (r.netDisbursed === i.amount) return fill(v.summaryWhole, { amount, repay, over })
  const start = fill(v.summaryStart, { net: formatInr(r.netDisbursed), amount, repay, over })
  return fill(v.summaryApr, { start, apr: aprWords(m.units, r.apr, r.aprCapped), rate: pct(i.rate) })
}
