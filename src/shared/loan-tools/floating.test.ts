import { describe, expect, test } from 'vitest'
import { rateShock } from './floating'

/** Months to repay `amount` at `rate` % paying `emi` a month, counted one month at a time. */
function monthsToRepay(amount: number, rate: number, emi: number): number {
  let balance = amount
  let months = 0
  while (balance > 0.005 && months < 10_000) {
    balance = balance * (1 + rate / 1200) - emi
    months++
  }
  return months
}

describe('a 25 bps rise in a floating rate (RBI’s KFS, Part 1 item 7)', () => {
  test('₹50 lakh at 8.5% over 20 years: the EMI goes from ₹43,391 to ₹44,186, or the same EMI runs 13 months longer', () => {
    const emi = 43_391.16 // the exact EMI at 8.5 % to the paisa, as banks' tables print ₹43,391
    expect(monthsToRepay(50_00_000, 8.75, emi) - 240).toBe(13)
    expect(rateShock(50_00_000, 8.5, 240)).toEqual({ change: 0.25, emiChange: 795, emisChange: 13 })
  })

  test('RBI’s Annex B loan, ₹1,00,000 at 12% for a year: ₹12 more a month, or one more EMI', () => {
    expect(rateShock(1_00_000, 12, 12)).toEqual({ change: 0.25, emiChange: 12, emisChange: 1 })
  })

  test('when the kept EMI no longer covers a month’s interest, no number of EMIs is given', () => {
    // 30 years at 30 %: the EMI is barely above the interest, and 0.25 % more swallows it.
    expect(rateShock(10_00_000, 30, 360).emisChange).toBeNull()
  })

  test('a 0% loan: the rise adds a few rupees a month', () => {
    const s = rateShock(1_20_000, 0, 12)
    expect(s.emiChange).toBe(14)
    expect(s.emisChange).toBe(1)
  })
})
