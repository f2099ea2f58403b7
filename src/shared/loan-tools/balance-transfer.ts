// Moving a loan to another lender: what it saves after the fees, and when the fees are earned back
// (docs/decisions/090-borrower-tools-maths.md). Pure and browser-safe.
import { exactEmi, roundRupees } from '../emi'

export interface BalanceTransferInputs {
  /** Principal still owed, whole rupees. */
  outstanding: number
  currentRate: number
  remainingMonths: number
  newRate: number
  /** Everything the move costs: processing fee with GST, legal and valuation charges…, whole rupees. */
  fees: number
}

export interface BalanceTransfer {
  /** EMIs rounded to whole rupees, both over the remaining months. */
  currentEmi: number
  newEmi: number
  /** currentEmi − newEmi as displayed (negative when the new rate is higher). */
  monthlySaving: number
  /** round(exact EMI × months) for each lender (docs/decisions/020). */
  currentTotalPayment: number
  newTotalPayment: number
  /** (currentTotalPayment − newTotalPayment) − fees. */
  totalSaving: number
  /** First month whose cumulative EMI saving covers the fees; null if the move never pays back. */
  breakEvenMonth: number | null
}

const finite = (v: number) => (Number.isFinite(v) ? v : 0)

export function balanceTransfer(i: BalanceTransferInputs): BalanceTransfer {
  const outstanding = Math.max(0, finite(i.outstanding))
  const months = Math.max(1, Math.round(finite(i.remainingMonths)))
  const fees = roundRupees(Math.max(0, finite(i.fees)))
  const current = exactEmi(outstanding, Math.max(0, finite(i.currentRate)), months) ?? 0
  const next = exactEmi(outstanding, Math.max(0, finite(i.newRate)), months) ?? 0
  const currentTotalPayment = roundRupees(current * months)
  const newTotalPayment = roundRupees(next * months)
  const currentEmi = roundRupees(current)
  const newEmi = roundRupees(next)
  const totalSaving = currentTotalPayment - newTotalPayment - fees
  return {
    currentEmi,
    newEmi,
    monthlySaving: currentEmi - newEmi,
    currentTotalPayment,
    newTotalPayment,
    totalSaving,
    // On the edge, whole-rupee totals can show −₹1 where the exact sums just break even: the page
    // must not show a break-even month beside a loss.
    breakEvenMonth: totalSaving < 0 ? null : breakEven(current - next, fees, months),
  }
}

/** k × saving ≥ fees at k = ceil(fees / saving); a saving of nothing never breaks even, even with no fees. */
function breakEven(monthly: number, fees: number, months: number): number | null {
  if (!(monthly > 0)) return null
  // The tiny allowance keeps float noise such as 3.0000000000000004 from costing a whole month.
  const month = Math.max(1, Math.ceil(fees / monthly - 1e-9))
  return month <= months ? month : null
}
