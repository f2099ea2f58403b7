// The EMI computation (docs/product.md §7 EMI calculator, docs/decisions/020). Pure and browser-safe: the page, the CSV
// route and the tests all use it, so a figure is never computed two ways.
import { emiLimits } from './content/business'

export interface EmiInputs {
  /** Loan amount in whole rupees. */
  amount: number
  /** Annual interest rate in per cent, e.g. 10.35. */
  rate: number
  /** Tenure in whole years. */
  years: number
}

/** One month of the schedule, in whole rupees as displayed. */
export interface ScheduleRow {
  month: number
  opening: number
  interest: number
  principal: number
  closing: number
}

export interface ScheduleYear {
  year: number
  opening: number
  interest: number
  principal: number
  closing: number
  months: ScheduleRow[]
}

export interface EmiResult {
  inputs: EmiInputs
  /** Number of monthly instalments. */
  months: number
  /** Exact EMI, full precision; null when there is no instalment (tenure 0). */
  emi: number | null
  /** The EMI rounded half up to whole rupees, for display. */
  emiRounded: number | null
  principal: number
  /** round(exact EMI × n). */
  totalPayment: number | null
  /** totalPayment − principal. */
  totalInterest: number | null
  monthly: ScheduleRow[]
  yearly: ScheduleYear[]
}

/** Half up to whole rupees. Only for display: the computation keeps full precision. */
export function roundRupees(value: number): number {
  // The tiny nudge absorbs binary noise such as 5498.4999999999 standing for an exact .5.
  return Math.floor(value + 0.5 + Math.abs(value) * 1e-13)
}

/** The exact EMI: E = P·r·(1+r)^n / ((1+r)^n − 1), or P / n at a rate of 0; null when n is 0. */
export function exactEmi(amount: number, rate: number, months: number): number | null {
  if (!(months > 0) || !Number.isFinite(amount) || !Number.isFinite(rate)) return null
  const r = rate / 12 / 100
  if (r === 0) return amount / months
  const growth = (1 + r) ** months
  return (amount * r * growth) / (growth - 1)
}

export function computeEmi({ amount, rate, years }: EmiInputs): EmiResult {
  const months = Math.max(0, Math.round(years * 12))
  const emi = exactEmi(amount, rate, months)
  const base = { inputs: { amount, rate, years }, months, principal: amount }
  if (emi === null || !Number.isFinite(emi)) {
    return { ...base, emi: null, emiRounded: null, totalPayment: null, totalInterest: null, monthly: [], yearly: [] }
  }
  const totalPayment = roundRupees(emi * months)
  const monthly = schedule(amount, rate / 12 / 100, emi, months)
  return {
    ...base,
    emi,
    emiRounded: roundRupees(emi),
    totalPayment,
    totalInterest: totalPayment - amount,
    monthly,
    yearly: byYear(monthly),
  }
}

/**
 * The monthly schedule in whole rupees. Balances are rounded; each month's principal and interest
 * are differences of rounded running totals, so the columns add up exactly to the principal and to
 * the total interest shown above the table (docs/decisions/020).
 */
function schedule(amount: number, r: number, emi: number, months: number): ScheduleRow[] {
  const rows: ScheduleRow[] = []
  let balance = amount
  let interestSoFar = 0
  let shownInterestSoFar = 0
  for (let month = 1; month <= months; month++) {
    const opening = balance
    const interest = opening * r
    interestSoFar += interest
    balance = month === months ? 0 : Math.max(0, opening - (emi - interest))
    const shownInterest = roundRupees(interestSoFar)
    const row = {
      month,
      opening: roundRupees(opening),
      interest: shownInterest - shownInterestSoFar,
      principal: 0,
      closing: roundRupees(balance),
    }
    row.principal = row.opening - row.closing
    shownInterestSoFar = shownInterest
    rows.push(row)
  }
  // The running interest ends at exactly the total interest, whatever the floating-point drift.
  const last = rows[rows.length - 1]
  if (last) last.interest += roundRupees(emi * months) - amount - shownInterestSoFar
  return rows
}

function byYear(monthly: ScheduleRow[]): ScheduleYear[] {
  const years: ScheduleYear[] = []
  for (let i = 0; i < monthly.length; i += 12) {
    const months = monthly.slice(i, i + 12)
    years.push({
      year: i / 12 + 1,
      opening: months[0]!.opening,
      interest: months.reduce((sum, m) => sum + m.interest, 0),
      principal: months.reduce((sum, m) => sum + m.principal, 0),
      closing: months[months.length - 1]!.closing,
      months,
    })
  }
  return years
}

export type EmiField = 'amount' | 'rate' | 'tenure'
export type Capped = 'min' | 'max' | null

/**
 * Reads one value typed by a visitor or found in a query string ('1,00,000', '₹5 lakh' is not
 * understood: only digits, one dot and grouping commas). Anything unreadable is NaN.
 */
export function parseNumber(raw: unknown): number {
  const text = Array.isArray(raw) ? raw[raw.length - 1] : raw
  if (typeof text === 'number') return text
  if (typeof text !== 'string') return NaN
  const cleaned = text.replace(/[\s,₹%]/g, '')
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return NaN
  return Number(cleaned)
}

/** Brings one field within emiLimits: amount to whole rupees, rate to 0.01, tenure to whole years. */
export function clampField(field: EmiField, value: number): { value: number; capped: Capped } {
  const limits = field === 'rate' ? emiLimits.rate : field === 'amount' ? emiLimits.amount : emiLimits.tenure
  if (!Number.isFinite(value)) return { value: limits.default, capped: null }
  const rounded = field === 'rate' ? Math.round(value * 100) / 100 : Math.round(value)
  if (rounded > limits.max) return { value: limits.max, capped: 'max' }
  if (rounded < limits.min) return { value: limits.min, capped: 'min' }
  return { value: rounded, capped: null }
}

export interface ClampedInputs extends EmiInputs {
  capped: Record<EmiField, Capped>
}

/** Any query (garbage included) → sane inputs within emiLimits, with what had to be capped. */
export function clampEmiInputs(query: Record<string, unknown> | null | undefined): ClampedInputs {
  const q = query ?? {}
  const read = (field: EmiField) => (q[field] === undefined || q[field] === '' ? NaN : parseNumber(q[field]))
  const amount = clampField('amount', read('amount'))
  const rate = clampField('rate', read('rate'))
  const tenure = clampField('tenure', read('tenure'))
  return {
    amount: amount.value,
    rate: rate.value,
    years: tenure.value,
    capped: { amount: amount.capped, rate: rate.capped, tenure: tenure.capped },
  }
}

/** The shareable address of a result (the GET form's own query string). */
export function emiQuery({ amount, rate, years }: EmiInputs): string {
  return `amount=${amount}&rate=${rate}&tenure=${years}`
}
