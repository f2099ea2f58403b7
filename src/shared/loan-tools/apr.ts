// The true cost of a loan and its APR, as RBI's Key Facts Statement computes it
// (docs/decisions/090-borrower-tools-maths.md). Pure and browser-safe.
import { exactEmi, roundRupees } from '../emi'

/** GST on a lender's fee in India: 18 %. */
export const GST_RATE = 0.18

/**
 * The highest APR the solver reports, in % a year (a monthly rate of 1,000 %). Beyond it, or when the
 * fees swallow the whole disbursal, `aprCapped` is true and the page says so instead of a figure.
 */
export const APR_CAP = 12_000

export interface Fee {
  kind: 'percent' | 'rupees'
  /** Per cent of the amount (2.5 means 2.5 %) or whole rupees, as `kind` says. */
  value: number
}

export interface TrueCostInputs {
  amount: number
  /** Annual nominal rate in per cent. */
  rate: number
  months: number
  fee: Fee
  gstOnFee: boolean
  /** Any other upfront charges (stamp duty, insurance…), whole rupees, taken as entered. */
  otherCharges: number
}

export interface TrueCost {
  fee: number
  gst: number
  charges: number
  /** amount − fee − GST − charges: what reaches the borrower's account. */
  netDisbursed: number
  /** The EMI rounded half up to whole rupees, for display. */
  emi: number
  exactEmi: number
  /** round(exact EMI × months) − amount (docs/decisions/020). */
  totalInterest: number
  /** round(exact EMI × months). */
  totalRepayment: number
  /** totalInterest + fee + GST + charges. */
  totalCost: number
  /** Annual %, full precision: monthly IRR of the net disbursal against the EMIs, × 12. */
  apr: number
  /** True when the APR is beyond APR_CAP (or the fees leave nothing to disburse); apr is APR_CAP. */
  aprCapped: boolean
}

const safe = (v: number) => (Number.isFinite(v) ? v : 0)

/** Whole rupees of fee: a percentage of the amount, or the rupees given; rounded half up. */
export function feeRupees(amount: number, fee: Fee): number {
  const value = Math.max(0, safe(fee.value))
  return roundRupees(fee.kind === 'percent' ? (Math.max(0, safe(amount)) * value) / 100 : value)
}

export function trueCost(i: TrueCostInputs): TrueCost {
  const amount = Math.max(0, safe(i.amount))
  const rate = Math.max(0, safe(i.rate))
  const months = Math.max(1, Math.round(safe(i.months)))
  const fee = feeRupees(amount, i.fee)
  const gst = i.gstOnFee ? roundRupees(fee * GST_RATE) : 0
  const charges = roundRupees(Math.max(0, safe(i.otherCharges)))
  const netDisbursed = amount - fee - gst - charges
  const emi = exactEmi(amount, rate, months) ?? 0
  const totalRepayment = roundRupees(emi * months)
  const totalInterest = totalRepayment - amount
  const apr = solveApr(netDisbursed, emi, months)
  return {
    fee,
    gst,
    charges,
    netDisbursed,
    emi: roundRupees(emi),
    exactEmi: emi,
    totalInterest,
    totalRepayment,
    totalCost: totalInterest + fee + gst + charges,
    apr: apr.apr,
    aprCapped: apr.capped,
  }
}

/**
 * The APR, in % a year, of receiving `net` now and paying `instalment` at the end of each of `months`
 * months: the monthly IRR r with net = Σ instalment / (1 + r)^k, annualised as r × 12 × 100 (the
 * nominal annualisation the KFS uses; RBL Bank's published KFS reproduces it, see the tests).
 * Never NaN or Infinity: meaningless inputs give 0, a net of 0 or less gives APR_CAP.
 */
export function aprFromFlows(net: number, instalment: number, months: number): number {
  return solveApr(net, instalment, months).apr
}

function solveApr(net: number, instalment: number, months: number): { apr: number; capped: boolean } {
  const n = Math.round(months)
  if (!Number.isFinite(net) || !Number.isFinite(instalment) || !Number.isFinite(n) || instalment <= 0 || n < 1) {
    return { apr: 0, capped: false }
  }
  const maxMonthly = APR_CAP / 1200
  // presentValue falls as r rises, so f(r) = presentValue(r) − net has exactly one root on (−1, ∞).
  const f = (r: number) => presentValue(instalment, r, n) - net
  if (net <= 0 || f(maxMonthly) > 0) return { apr: APR_CAP, capped: true }
  let lo = -0.99
  let hi = maxMonthly
  if (f(lo) < 0) return { apr: lo * 1200, capped: false } // net above even a −99 % a month return
  // Newton's method inside a shrinking bracket: each step keeps the root between lo and hi, and a step
  // that would leave them bisects instead, so it cannot fail; it reaches the limit of double precision
  // in a handful of steps where bisection alone took 200 (docs/decisions/220: 300 offers at once).
  let r = Math.min(Math.max(instalment / net - 1 / n, lo), hi) / 2
  for (let step = 0; step < 200; step++) {
    const value = f(r)
    if (value === 0) break
    if (value > 0) lo = r
    else hi = r
    const next = r - value / presentValueSlope(instalment, r, n)
    // A step within a few units of the last place is the root, as near as doubles can say.
    if (Math.abs(next - r) <= 4 * Number.EPSILON * Math.abs(r) + 1e-18) return { apr: next * 1200, capped: false }
    r = next > lo && next < hi ? next : (lo + hi) / 2
  }
  return { apr: r * 1200, capped: false }
}

/** d/dr of presentValue: Σ −k·instalment / (1 + r)^(k+1), in closed form; its limit at r = 0. */
function presentValueSlope(instalment: number, r: number, n: number): number {
  if (Math.abs(r) < 1e-9) return (-instalment * n * (n + 1)) / 2
  const vn = Math.exp(-n * Math.log1p(r))
  return instalment * ((n * vn) / (r * (1 + r)) + Math.expm1(-n * Math.log1p(r)) / (r * r))
}

/** Σ_{k=1..n} instalment / (1 + r)^k, the annuity's present value. expm1/log1p keep it exact near r = 0. */
function presentValue(instalment: number, r: number, n: number): number {
  if (r === 0) return instalment * n
  return (instalment * -Math.expm1(-n * Math.log1p(r))) / r
}
