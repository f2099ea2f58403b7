import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { loanTypeKeys } from '../content/loan-types'
import { exactEmi } from '../emi'
import { DEFAULT_FOIR, eligibility, FOIR_BY_LOAN_TYPE, reverseEmi } from './eligibility'

describe('published eligibility examples', () => {
  // SaveLakhs, 'Loan Eligibility Calculator' (savelakhs.venba.dev/calculator/eligibility), its shown
  // result: income ₹75,000, no EMIs, FOIR 55 %, 8.00 %, 20 years → 'Maximum Monthly EMI ₹41,250',
  // 'Maximum Loan Amount ₹49,31,614'.
  test('SaveLakhs: ₹75,000 a month at a 55% FOIR, 8% over 20 years, supports ₹49,31,614 on an EMI of ₹41,250', () => {
    const e = eligibility({ netMonthlyIncome: 75_000, existingEmis: 0, age: 30, rate: 8, months: 240, foir: 0.55 })
    expect(e).toMatchObject({ maxEmi: 41_250, months: 240, maxLoan: 49_31_614, capped: false })
  })

  // CalculatorLib, 'Loan Eligibility Calculator' (calculatorlib.com/loan-eligibility-calculator), worked
  // example: income 60,000, EMIs 5,000, FOIR 50 %, 9 %, 20 years → MaxEMI 25,000, factor ≈ 111.145,
  // 'a maximum loan of about 2,778,627'. Their factor is rounded to three decimals, so 'about' is within ₹5.
  test('CalculatorLib: ₹60,000 a month with ₹5,000 of EMIs at 50%, 9% over 20 years, supports about ₹27,78,627', () => {
    const e = eligibility({ netMonthlyIncome: 60_000, existingEmis: 5_000, age: 35, rate: 9, months: 240 })
    expect(e.maxEmi).toBe(25_000)
    expect(Math.abs(e.maxLoan - 27_78_627)).toBeLessThanOrEqual(5)
  })

  // Digital Mithra, 'Loans' (digitalmithra.com/services/loans), EMI table at 10.50 %: ₹1 lakh costs
  // ₹8,815 over 1 year, ₹3,250 over 3 years, ₹2,149 over 5 years. Those EMIs are rounded to the rupee,
  // so going back lands within half a rupee a month of ₹1 lakh.
  test.each([
    { months: 12, emi: 8_815 },
    { months: 36, emi: 3_250 },
    { months: 60, emi: 2_149 },
  ])('Digital Mithra: an EMI of ₹$emi at 10.5% over $months months is a loan of ₹1 lakh', ({ months, emi }) => {
    const loan = reverseEmi(emi, 10.5, months)
    expect(Math.abs(loan - 1_00_000)).toBeLessThanOrEqual(months / 2)
    expect(Math.round(exactEmi(loan, 10.5, months)!)).toBe(emi)
  })
})

describe('eligibility', () => {
  test('explains itself in one plain sentence', () => {
    const e = eligibility({ netMonthlyIncome: 60_000, existingEmis: 10_000, age: 30, rate: 10.5, months: 240 })
    expect(e).toMatchObject({ maxEmi: 20_000, maxLoan: 20_03_245 })
    expect(e.explanation).toBe(
      'With ₹60,000 a month and ₹10,000 of EMIs, a 50% limit leaves ₹20,000 for a new EMI, which at 10.5% over 20 years supports a loan of about ₹20,03,245.',
    )
  })

  test('the tenure is cut so the loan ends by the retirement age, and says so', () => {
    const e = eligibility({ netMonthlyIncome: 1_00_000, existingEmis: 0, age: 50, rate: 9, months: 240 })
    expect(e).toMatchObject({ months: 120, capped: true, maxLoan: reverseEmi(50_000, 9, 120) })
    expect(e.explanation).toContain('over 10 years (to be repaid by age 60)')
    const later = eligibility({ netMonthlyIncome: 1_00_000, existingEmis: 0, age: 50.5, rate: 9, months: 240, retirementAge: 65 })
    expect(later).toMatchObject({ months: 174, capped: true })
    expect(later.explanation).toContain('over 14 years 6 months (to be repaid by age 65)')
  })

  test('at or past the retirement age no loan fits', () => {
    const e = eligibility({ netMonthlyIncome: 80_000, existingEmis: 0, age: 62, rate: 10, months: 60 })
    expect(e).toMatchObject({ months: 0, maxLoan: 0, capped: true })
    expect(e.explanation).toBe(
      'With ₹80,000 a month and no other EMIs, a 50% limit leaves ₹40,000 for a new EMI, but a loan would have to be repaid by age 60, so no new loan fits.',
    )
  })

  test('existing EMIs above the limit leave nothing, never a negative EMI', () => {
    const e = eligibility({ netMonthlyIncome: 30_000, existingEmis: 20_000, age: 30, rate: 12, months: 36 })
    expect(e).toMatchObject({ maxEmi: 0, maxLoan: 0 })
    expect(e.explanation).toBe('With ₹30,000 a month and ₹20,000 of EMIs, a 50% limit leaves nothing for a new EMI, so no new loan fits.')
  })

  test('FOIR is 50% by default and for every loan type but home loans (55%)', () => {
    expect(DEFAULT_FOIR).toBe(0.5)
    expect(Object.keys(FOIR_BY_LOAN_TYPE).sort()).toEqual([...loanTypeKeys].sort())
    for (const key of loanTypeKeys) expect(FOIR_BY_LOAN_TYPE[key]).toBe(key === 'home' ? 0.55 : 0.5)
  })

  test('reverseEmi at a rate of 0 is EMI × months, and nothing for nothing', () => {
    expect(reverseEmi(10_000, 0, 12)).toBe(1_20_000)
    expect(reverseEmi(0, 10, 12)).toBe(0)
    expect(reverseEmi(-5, 10, 12)).toBe(0)
    expect(reverseEmi(10_000, 10, 0)).toBe(0)
    expect(reverseEmi(NaN, 10, 12)).toBe(0)
  })
})

const emiArb = fc.integer({ min: 1, max: 50_00_000 })
const rateArb = fc.integer({ min: 100, max: 3_000 }).map((x) => x / 100)
const monthsArb = fc.integer({ min: 1, max: 360 })

describe('properties', () => {
  test('the EMI of the reverse-EMI loan is never above the target and within ₹1 of it (one rupee more of loan would exceed it)', () => {
    fc.assert(
      fc.property(emiArb, fc.oneof(rateArb, fc.constant(0)), monthsArb, (emi, rate, months) => {
        const loan = reverseEmi(emi, rate, months)
        const back = exactEmi(loan, rate, months)!
        expect(Number.isInteger(loan)).toBe(true)
        expect(back).toBeLessThanOrEqual(emi)
        expect(exactEmi(loan + 1, rate, months)!).toBeGreaterThan(emi)
        // A rupee of loan costs under ₹1 a month from two months on; over one month it costs 1 + r.
        expect(emi - back).toBeLessThan(months > 1 ? 1 : 1 + rate / 1200)
      }),
      { numRuns: 500 },
    )
  })

  test('no input within the ranges gives NaN or Infinity, and the loan never exceeds what the EMI supports', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_00_000 }),
        fc.integer({ min: 0, max: 1_00_00_000 }),
        fc.integer({ min: 18, max: 75 }),
        rateArb,
        monthsArb,
        fc.constantFrom(0.4, 0.5, 0.55, 0.6),
        (netMonthlyIncome, existingEmis, age, rate, months, foir) => {
          const e = eligibility({ netMonthlyIncome, existingEmis, age, rate, months, foir })
          expect(JSON.stringify(e)).not.toMatch(/NaN|Infinity/)
          expect(e.maxEmi).toBeGreaterThanOrEqual(0)
          expect(e.months).toBeLessThanOrEqual(Math.max(0, (60 - age) * 12))
          if (e.months > 0) expect(exactEmi(e.maxLoan, rate, e.months)!).toBeLessThanOrEqual(e.maxEmi)
          else expect(e.maxLoan).toBe(0)
          expect(e.explanation).toMatch(/^With ₹[\d,]+ a month and .+\.$/)
        },
      ),
    )
  })
})
