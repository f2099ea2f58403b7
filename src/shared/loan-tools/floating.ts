// A floating rate in a Key Facts Statement (RBI's KFS directions, Annex A, Part 1 item 7): the
// benchmark, the spread, the reset periodicity and what a 25 bps change in the rate does to the EMI
// and to the number of EMIs (docs/decisions/168). Pure and browser-safe.
import { exactEmi, roundRupees } from '../emi'

export const rateTypes = ['fixed', 'floating'] as const
export type RateType = (typeof rateTypes)[number]

/** External benchmarks Indian lenders link floating retail loans to, and the internal one (MCLR). */
export const benchmarks = [
  { value: 'repo', label: 'RBI policy repo rate' },
  { value: 't-bill', label: '3-month Government of India Treasury Bill yield' },
  { value: 'mclr', label: 'The lender’s MCLR (Marginal Cost of Funds based Lending Rate)' },
  { value: 'other', label: 'Another benchmark published by FBIL' },
] as const
export type Benchmark = (typeof benchmarks)[number]['value']

export interface FloatingTerms {
  benchmark: Benchmark
  /** The spread over the benchmark, in % a year; the benchmark rate is the rate less the spread. */
  spread: number
  /** How often the rate is reset to the benchmark, in months. */
  resetMonths: number
}

export interface RateShock {
  /** The change in % a year: 0.25 for 25 bps. */
  change: number
  /** Whole rupees: the EMI at the new rate over the same months, less the EMI now. */
  emiChange: number
  /**
   * EMIs added when the EMI is kept and the term runs longer; null when the kept EMI no longer covers
   * a month's interest at the new rate (the loan would never be repaid).
   */
  emisChange: number | null
}

/** What a rise of `bps` basis points in the rate does to a loan of `amount` at `rate` % over `months`. */
export function rateShock(amount: number, rate: number, months: number, bps = 25): RateShock {
  const change = bps / 100
  const now = exactEmi(amount, rate, months) ?? 0
  const then = exactEmi(amount, rate + change, months) ?? 0
  const r = (rate + change) / 1200
  const ratio = 1 - (r * amount) / now
  // With the EMI kept: n = −ln(1 − rP/E) / ln(1 + r), the last EMI part-paid, so rounded up.
  const n = ratio > 0 ? Math.ceil(-Math.log(ratio) / Math.log1p(r) - 1e-9) : null
  return { change, emiChange: roundRupees(then) - roundRupees(now), emisChange: n === null ? null : n - months }
}
