// The true-cost tool: query → figures → what the page shows (docs/decisions/091). Runs on the server
// for the GET form and in the browser as the visitor types.
import type { LoanTypeKey } from '../../../../src/shared/content/loan-types'
import { formatInr } from '../../../../src/shared/format/inr'
import { trueCost, type TrueCost, type TrueCostInputs } from '../../../../src/shared/loan-tools/apr'
import { parseTrueCostQuery, toolLimits, trueCostQuery, type CappedFields } from '../../../../src/shared/loan-tools/inputs'
import { applyHref, aprText, capHints, monthsText, pct, readLoanType, showMonths, showPercent, showRupees } from '../shared/format'
import { readNumber, withParams } from '../shared/query'
import type { Query, ToolView } from '../shared/view'

/** The other upfront charges, one box each; the maths takes their sum (taxes included, no GST added). */
export const chargeFields = [
  { name: 'insurance', label: 'Insurance' },
  { name: 'stampDuty', label: 'Stamp duty' },
  { name: 'documentation', label: 'Documentation' },
] as const

export type ChargeName = (typeof chargeFields)[number]['name']

export interface TrueCostReading {
  inputs: TrueCostInputs
  charges: Record<ChargeName, number>
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
  // The page asks for the charges one by one, so the maths' single `charges` field is left out.
  const extra = Object.fromEntries(chargeFields.map((f) => [f.name, charges[f.name] || null]))
  const search = withParams(trueCostQuery(inputs), { charges: null, ...extra, loan: loanType })
  return { inputs, charges, loanType, capped, search }
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

export function trueCostView({ inputs, charges, loanType, capped, search }: TrueCostReading, r: TrueCost): ToolView {
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
      ...capHints(capped, {
        amount: { range: toolLimits.amount, show: showRupees },
        rate: { range: toolLimits.rate, show: showPercent },
        months: { range: toolLimits.months, show: showMonths },
        fee: { range: feeRange(inputs.fee.kind), show: inputs.fee.kind === 'percent' ? showPercent : showRupees },
        insurance: { range: toolLimits.charges, show: showRupees },
        stampDuty: { range: toolLimits.charges, show: showRupees },
        documentation: { range: toolLimits.charges, show: showRupees },
      }),
      ...refusal,
    },
    show: { 'fee-rupees': inputs.fee.kind === 'rupees', 'fee-percent': inputs.fee.kind === 'percent', apply: !swallowed, kfs: !swallowed },
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
