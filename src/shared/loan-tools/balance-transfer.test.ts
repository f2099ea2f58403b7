import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { exactEmi } from '../emi'
import { balanceTransfer } from './balance-transfer'

describe('published balance-transfer examples', () => {
  // CreditMantri, 'How much can you save on a home loan balance transfer'
  // (creditmantri.com/article-how-much-can-you-save-on-a-home-balance-transfer): ₹30 lakh outstanding
  // over 23 years at 11 % ('Monthly EMI 29,910', 'Total amount to be paid with interest 82,55,160'),
  // moved to 8.35 % ('24,487', '67,58,412'), 'Mahesh could save INR 14,96,748'.
  test('CreditMantri: ₹30 lakh over 23 years from 11% to 8.35% cuts the EMI from ₹29,910 to ₹24,487', () => {
    const t = balanceTransfer({ outstanding: 30_00_000, currentRate: 11, remainingMonths: 276, newRate: 8.35, fees: 0 })
    expect(t).toMatchObject({ currentEmi: 29_910, newEmi: 24_487, monthlySaving: 5_423, breakEvenMonth: 1 })
    // CreditMantri's totals are the rounded EMI × 276; ours are round(exact EMI × 276)
    // (docs/decisions/020), ₹29 more saving over 23 years.
    expect([t.currentEmi * 276, t.newEmi * 276, (t.currentEmi - t.newEmi) * 276]).toEqual([82_55_160, 67_58_412, 14_96_748])
    expect(t.totalSaving).toBe(14_96_777)
  })

  // SaveLakhs, 'Balance Transfer Calculator' (savelakhs.venba.dev/calculator/balance-transfer), its shown
  // result: ₹50 lakh over 20 years from 8.00 % to 8.50 % with ₹25,000 of switching costs: 'Current
  // Monthly EMI ₹41,822', 'New Monthly EMI ₹43,391', 'Net Savings (After Costs) -₹4,01,598', 'Not Recommended'.
  test('SaveLakhs: moving ₹50 lakh from 8% to 8.5% with ₹25,000 of costs loses ₹4,01,598 and never breaks even', () => {
    const t = balanceTransfer({ outstanding: 50_00_000, currentRate: 8, remainingMonths: 240, newRate: 8.5, fees: 25_000 })
    expect(t).toMatchObject({ currentEmi: 41_822, newEmi: 43_391, monthlySaving: -1_569, totalSaving: -4_01_598, breakEvenMonth: null })
  })
})

describe('break-even', () => {
  test('the fees are earned back in the first month whose cumulative EMI saving covers them', () => {
    const t = balanceTransfer({ outstanding: 10_00_000, currentRate: 9.5, remainingMonths: 120, newRate: 8.5, fees: 20_000 })
    const monthly = exactEmi(10_00_000, 9.5, 120)! - exactEmi(10_00_000, 8.5, 120)!
    expect(monthly).toBeCloseTo(541.19, 2)
    expect(t.breakEvenMonth).toBe(37) // 36 × 541.19 = 19,482.7 < 20,000 ≤ 37 × 541.19 = 20,023.9
    expect(t.monthlySaving).toBe(541)
    expect(t.totalSaving).toBe(t.currentTotalPayment - t.newTotalPayment - 20_000)
  })

  test('with no fees a lower rate pays from the first month; fees larger than all the savings never pay back', () => {
    expect(balanceTransfer({ outstanding: 5_00_000, currentRate: 12, remainingMonths: 24, newRate: 11, fees: 0 }).breakEvenMonth).toBe(1)
    const t = balanceTransfer({ outstanding: 5_00_000, currentRate: 12, remainingMonths: 24, newRate: 11, fees: 50_000 })
    expect(t.breakEvenMonth).toBeNull()
    expect(t.totalSaving).toBeLessThan(0)
  })

  test('the same rate saves nothing and never breaks even, even without fees', () => {
    const t = balanceTransfer({ outstanding: 5_00_000, currentRate: 10, remainingMonths: 60, newRate: 10, fees: 0 })
    expect(t).toMatchObject({ monthlySaving: 0, totalSaving: 0, breakEvenMonth: null })
  })
})

const outstandingArb = fc.integer({ min: 10_000, max: 5_00_00_000 })
const rateArb = fc.integer({ min: 100, max: 3_000 }).map((x) => x / 100)
const monthsArb = fc.integer({ min: 1, max: 360 })
const feesArb = fc.integer({ min: 0, max: 5_00_000 })

describe('properties', () => {
  test('moving to a higher or equal rate never shows a saving', () => {
    fc.assert(
      fc.property(outstandingArb, rateArb, rateArb, monthsArb, feesArb, (outstanding, a, b, remainingMonths, fees) => {
        const [currentRate, newRate] = a <= b ? [a, b] : [b, a]
        const t = balanceTransfer({ outstanding, currentRate, remainingMonths, newRate, fees })
        expect(t.totalSaving).toBeLessThanOrEqual(0)
        expect(t.monthlySaving).toBeLessThanOrEqual(0)
        expect(t.breakEvenMonth).toBeNull()
      }),
    )
  })

  test('a break-even month is the first whose cumulative saving covers the fees, and comes with a saving', () => {
    fc.assert(
      fc.property(outstandingArb, rateArb, rateArb, monthsArb, feesArb, (outstanding, currentRate, newRate, remainingMonths, fees) => {
        const t = balanceTransfer({ outstanding, currentRate, remainingMonths, newRate, fees })
        if (t.breakEvenMonth === null) return
        const monthly = exactEmi(outstanding, currentRate, remainingMonths)! - exactEmi(outstanding, newRate, remainingMonths)!
        expect(t.breakEvenMonth * monthly).toBeGreaterThanOrEqual(fees - 1e-6)
        if (t.breakEvenMonth > 1) expect((t.breakEvenMonth - 1) * monthly).toBeLessThan(fees)
        expect(t.breakEvenMonth).toBeLessThanOrEqual(remainingMonths)
        expect(t.totalSaving).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  test('no input within the ranges gives NaN or Infinity', () => {
    fc.assert(
      fc.property(outstandingArb, rateArb, rateArb, monthsArb, feesArb, (outstanding, currentRate, newRate, remainingMonths, fees) => {
        const t = balanceTransfer({ outstanding, currentRate, remainingMonths, newRate, fees })
        for (const v of Object.values(t)) if (v !== null) expect(Number.isFinite(v)).toBe(true)
      }),
    )
  })
})
