// Part-prepayments of a loan: the schedule, the interest saved, and what a prepayment may be charged
// (docs/decisions/090-borrower-tools-maths.md). Pure and browser-safe.
import { exactEmi, roundRupees } from '../emi'
import { GST_RATE } from './apr'

export interface LumpSum {
  /** Paid just after this month's EMI (1 = with the first EMI). */
  month: number
  amount: number
  /** Repeat every 12 months: at month, month + 12, month + 24… */
  yearly: boolean
}

export type PrepaymentMode = 'reduce-emi' | 'reduce-tenure'

export interface PrepaymentInputs {
  amount: number
  /** Annual rate in per cent. */
  rate: number
  months: number
  lumpSums: LumpSum[]
  mode: PrepaymentMode
}

/** One month, in whole rupees as displayed; computed at full precision (docs/decisions/020). */
export interface PrepaymentRow {
  month: number
  opening: number
  /** What was paid as instalment this month (the last one may be smaller). */
  emi: number
  interest: number
  principal: number
  prepaid: number
  closing: number
}

export interface Prepayment {
  original: { emi: number; months: number; totalInterest: number }
  /** emi: the EMI in force at the end (reduce-emi: the last recomputed one); months: instalments paid. */
  revised: { emi: number; months: number; totalInterest: number }
  interestSaved: number
  /** Rupees actually prepaid: a lump sum larger than the balance counts only up to the balance. */
  totalPrepaid: number
  schedule: PrepaymentRow[]
}

interface ExactMonth {
  month: number
  opening: number
  payment: number
  interest: number
  afterEmi: number
  closing: number
}

export function prepay(i: PrepaymentInputs): Prepayment {
  const amount = Math.max(0, finite(i.amount))
  const rate = Math.max(0, finite(i.rate))
  const months = Math.max(1, Math.round(finite(i.months)))
  const plain = simulate(amount, rate, months, new Map(), i.mode)
  const run = simulate(amount, rate, months, lumpsByMonth(i.lumpSums, months), i.mode)
  const originalInterest = roundRupees(plain.interest)
  const revisedInterest = roundRupees(run.interest)
  return {
    original: { emi: roundRupees(plain.emi), months: plain.rows.length, totalInterest: originalInterest },
    revised: { emi: roundRupees(run.emi), months: run.rows.length, totalInterest: revisedInterest },
    interestSaved: originalInterest - revisedInterest,
    totalPrepaid: roundRupees(run.prepaid),
    schedule: display(run.rows),
  }
}

function finite(v: number): number {
  return Number.isFinite(v) ? v : 0
}

/** month → rupees prepaid then; yearly sums repeat every 12 months within the tenure. */
function lumpsByMonth(lumps: LumpSum[], months: number): Map<number, number> {
  const byMonth = new Map<number, number>()
  for (const lump of lumps) {
    const start = Math.round(finite(lump.month))
    const amount = finite(lump.amount)
    if (start < 1 || amount <= 0) continue
    for (let m = start; m <= months; m += lump.yearly ? 12 : months + 1) {
      byMonth.set(m, (byMonth.get(m) ?? 0) + amount)
    }
  }
  return byMonth
}

/** A balance this small (a millionth of a paisa per rupee lent) is float dust, not money owed. */
const dust = (amount: number) => Math.max(amount, 1) * 1e-9

function simulate(amount: number, rate: number, months: number, lumps: Map<number, number>, mode: PrepaymentMode) {
  const r = rate / 12 / 100
  let emi = exactEmi(amount, rate, months) ?? 0
  let balance = amount
  let interestTotal = 0
  let prepaidTotal = 0
  const rows: ExactMonth[] = []
  for (let month = 1; month <= months && balance > dust(amount); month++) {
    const opening = balance
    const interest = opening * r
    // The last month (or an EMI larger than what is owed) clears the balance exactly.
    const payment = month === months || opening + interest - emi <= dust(amount) ? opening + interest : emi
    const afterEmi = opening + interest - payment
    const prepaid = Math.min(lumps.get(month) ?? 0, afterEmi)
    balance = afterEmi - prepaid
    if (balance <= dust(amount)) balance = 0
    interestTotal += interest
    prepaidTotal += prepaid
    rows.push({ month, opening, payment, interest, afterEmi, closing: balance })
    // reduce-emi: the same end date, so the EMI is recomputed over the months left.
    if (prepaid > 0 && balance > 0 && mode === 'reduce-emi') emi = exactEmi(balance, rate, months - month) ?? emi
  }
  return { rows, emi, interest: interestTotal, prepaid: prepaidTotal }
}

/**
 * Whole rupees by running totals, as docs/decisions/020 does: balances are rounded, principal is
 * the rounded opening minus the rounded balance after the EMI, prepaid is that minus the rounded
 * closing, interest is the rounded cumulative interest minus the last. So every column adds up:
 * principal + prepaid = the amount, interest = the total interest, and the last closing is 0.
 */
function display(rows: ExactMonth[]): PrepaymentRow[] {
  let interestSoFar = 0
  let shownInterestSoFar = 0
  return rows.map((m) => {
    interestSoFar += m.interest
    const shownInterest = roundRupees(interestSoFar)
    const opening = roundRupees(m.opening)
    const afterEmi = roundRupees(m.afterEmi)
    const closing = roundRupees(m.closing)
    const row = {
      month: m.month,
      opening,
      emi: roundRupees(m.payment),
      interest: shownInterest - shownInterestSoFar,
      principal: opening - afterEmi,
      prepaid: afterEmi - closing,
      closing,
    }
    shownInterestSoFar = shownInterest
    return row
  })
}

const csvHeader = [
  'Month',
  'Opening balance (INR)',
  'EMI (INR)',
  'Interest (INR)',
  'Principal (INR)',
  'Prepaid (INR)',
  'Closing balance (INR)',
]

/** The schedule as CSV: the rows the page shows, plain numbers, CRLF line ends (RFC 4180). */
export function scheduleCsv(p: Prepayment): string {
  const lines = [csvHeader.join(',')]
  for (const m of p.schedule) lines.push([m.month, m.opening, m.emi, m.interest, m.principal, m.prepaid, m.closing].join(','))
  return `${lines.join('\r\n')}\r\n`
}

export interface PrepaymentChargeTerms {
  floatingRate: boolean
  /** 'individual': a loan to an individual for non-business use; 'business': any business-purpose loan. */
  borrower: 'individual' | 'business'
  /** The lender's charge, in per cent of the amount prepaid. */
  percent: number
}

export interface PrepaymentCharge {
  /** What the borrower pays in all: fee + GST, whole rupees. */
  charge: number
  fee: number
  gst: number
  waived: boolean
  reason: string
}

export const prepaymentChargeReasons = {
  waived:
    "No charge: RBI's 2025 directions bar prepayment charges on floating-rate loans to individuals for non-business use (from 1 January 2026).",
  fixed: "A fixed-rate loan may carry the lender's prepayment charge, plus 18% GST, if the Key Facts Statement discloses it.",
  business:
    "A business loan may carry the lender's prepayment charge, plus 18% GST, if the Key Facts Statement discloses it; many lenders may not charge floating-rate loans to individuals and small businesses.",
  none: 'No charge: the lender charges nothing for prepaying.',
} as const

/**
 * The charge on `prepaid` rupees. RBI (Pre-payment Charges on Loans) Directions, 2025, for loans
 * sanctioned or renewed from 1 January 2026: none on floating-rate loans to individuals for
 * non-business use, whoever the lender. Otherwise the lender's percentage applies, and GST at 18 %
 * is added because a prepayment charge is a fee for a service (docs/decisions/090).
 */
export function prepaymentCharge(i: PrepaymentChargeTerms, prepaid: number): PrepaymentCharge {
  if (i.floatingRate && i.borrower === 'individual')
    return { charge: 0, fee: 0, gst: 0, waived: true, reason: prepaymentChargeReasons.waived }
  const fee = roundRupees((Math.max(0, finite(prepaid)) * Math.max(0, finite(i.percent))) / 100)
  const gst = roundRupees(fee * GST_RATE)
  const reason =
    fee === 0 ? prepaymentChargeReasons.none : i.floatingRate ? prepaymentChargeReasons.business : prepaymentChargeReasons.fixed
  return { charge: fee + gst, fee, gst, waived: false, reason }
}
