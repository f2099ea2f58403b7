import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { computeEmi, exactEmi } from '../emi'
import {
  prepay,
  prepaymentCharge,
  prepaymentChargeReasons,
  scheduleCsv,
  type LumpSum,
  type Prepayment,
  type PrepaymentMode,
} from './prepayment'

describe('a published prepayment example', () => {
  // Livemint, 'Consider these factors before opting for home loan prepayment' (14 September 2021,
  // livemint.com/money/personal-finance/consider-these-factors-before-opting-for-home-loan-prepayment-11631592244435.html),
  // quoting Paisabazaar: ₹50 lakh at 8 % for 20 years taken five years ago, outstanding ₹43.76 lakh;
  // prepaying ₹6 lakh now 'and opt for tenure reduction, you will save about Rs11.30 lakh in interest
  // payment, and your loan repayment tenure would reduce by 41 months', or with the same tenure 'your
  // EMI would fall from ₹41,822 to ₹36,088 and generate a total interest savings of ₹4.32 lakh'.
  const loan = { amount: 50_00_000, rate: 8, months: 240, lumpSums: [{ month: 60, amount: 6_00_000, yearly: false }] }

  test('Livemint/Paisabazaar: ₹6 lakh prepaid after 5 years on ₹50 lakh at 8% for 20 years, reduce tenure: ₹11.30 lakh saved, 41 months sooner', () => {
    const p = prepay({ ...loan, mode: 'reduce-tenure' })
    expect(p.schedule[59]!.closing + p.schedule[59]!.prepaid).toBe(43_76_279) // 'outstanding ₹43.76 lakh'
    expect(p.original).toEqual({ emi: 41_822, months: 240, totalInterest: 50_37_281 })
    expect(p.revised).toMatchObject({ emi: 41_822, months: 199 })
    expect(p.original.months - p.revised.months).toBe(41)
    expect(p.interestSaved).toBe(11_29_697)
    expect((p.interestSaved / 1_00_000).toFixed(2)).toBe('11.30')
  })

  test('Livemint/Paisabazaar: the same prepayment keeping the tenure cuts the EMI from ₹41,822 to ₹36,088 and saves ₹4.32 lakh', () => {
    const p = prepay({ ...loan, mode: 'reduce-emi' })
    expect(p.revised).toMatchObject({ emi: 36_088, months: 240 })
    expect(p.schedule[60]!.emi).toBe(36_088)
    expect(p.interestSaved).toBe(4_32_104)
    expect((p.interestSaved / 1_00_000).toFixed(2)).toBe('4.32')
  })
})

describe('prepayments', () => {
  test('without lump sums nothing changes, and the schedule is the EMI calculator’s', () => {
    const p = prepay({ amount: 10_00_000, rate: 8.5, months: 36, lumpSums: [], mode: 'reduce-tenure' })
    const emi = computeEmi({ amount: 10_00_000, rate: 8.5, years: 3 })
    expect(p.interestSaved).toBe(0)
    expect(p.revised).toEqual(p.original)
    expect(p.original).toEqual({ emi: emi.emiRounded, months: 36, totalInterest: emi.totalInterest })
    expect(
      p.schedule.map(({ month, opening, interest, principal, closing }) => ({ month, opening, interest, principal, closing })),
    ).toEqual(emi.monthly)
  })

  test('a lump sum larger than the balance closes the loan that month, and only the balance counts as prepaid', () => {
    const p = prepay({
      amount: 5_00_000,
      rate: 10,
      months: 60,
      lumpSums: [{ month: 12, amount: 50_00_000, yearly: false }],
      mode: 'reduce-tenure',
    })
    expect(p.revised.months).toBe(12)
    expect(p.schedule).toHaveLength(12)
    expect(p.schedule[11]!.closing).toBe(0)
    expect(p.totalPrepaid).toBe(p.schedule[11]!.prepaid)
    expect(p.totalPrepaid).toBeLessThan(5_00_000)
  })

  test('a yearly lump sum repeats every 12 months from its first month, the last one only up to the balance', () => {
    const p = prepay({
      amount: 10_00_000,
      rate: 9,
      months: 120,
      lumpSums: [{ month: 6, amount: 50_000, yearly: true }],
      mode: 'reduce-emi',
    })
    const prepaid = p.schedule.filter((m) => m.prepaid > 0)
    expect(prepaid.map((m) => m.month)).toEqual([6, 18, 30, 42, 54, 66, 78, 90, 102, 114])
    expect(prepaid.slice(0, 9).every((m) => m.prepaid === 50_000)).toBe(true)
    // By month 114 less than ₹50,000 is owed, so the tenth lump sum closes the loan six months early.
    expect(prepaid[9]!.prepaid).toBeLessThan(50_000)
    expect(p.revised.months).toBe(114)
    expect(p.totalPrepaid).toBe(4_50_000 + prepaid[9]!.prepaid)
  })

  test('reduce-emi recomputes the EMI over the months left after each lump sum', () => {
    const p = prepay({
      amount: 6_00_000,
      rate: 12,
      months: 24,
      lumpSums: [{ month: 6, amount: 1_00_000, yearly: false }],
      mode: 'reduce-emi',
    })
    const balance = p.schedule[5]!.closing
    expect(p.schedule[6]!.emi).toBe(Math.round(exactEmi(balance, 12, 18)!))
    expect(p.revised.months).toBe(24)
    expect(p.schedule[5]!.emi).toBe(p.original.emi)
  })

  test('lump sums after the loan has ended, at month 0 or of no rupees are ignored', () => {
    const p = prepay({
      amount: 1_00_000,
      rate: 10,
      months: 12,
      lumpSums: [
        { month: 13, amount: 10_000, yearly: false },
        { month: 0, amount: 10_000, yearly: true },
        { month: 3, amount: 0, yearly: false },
      ],
      mode: 'reduce-tenure',
    })
    expect(p.interestSaved).toBe(0)
    expect(p.totalPrepaid).toBe(0)
  })

  test('the CSV has a header and exactly the rows on the screen', () => {
    const p = prepay({
      amount: 2_00_000,
      rate: 11,
      months: 24,
      lumpSums: [{ month: 10, amount: 40_000, yearly: false }],
      mode: 'reduce-tenure',
    })
    const lines = scheduleCsv(p).split('\r\n')
    expect(lines[0]).toBe('Month,Opening balance (INR),EMI (INR),Interest (INR),Principal (INR),Prepaid (INR),Closing balance (INR)')
    expect(lines.at(-1)).toBe('') // ends with CRLF
    expect(lines.slice(1, -1)).toEqual(
      p.schedule.map((m) => `${m.month},${m.opening},${m.emi},${m.interest},${m.principal},${m.prepaid},${m.closing}`),
    )
    expect(lines[10]).toMatch(/^10,\d+,\d+,\d+,\d+,40000,\d+$/)
  })
})

describe('prepayment charges', () => {
  test('a floating-rate loan to an individual is never charged, citing RBI’s 2025 directions', () => {
    const c = prepaymentCharge({ floatingRate: true, borrower: 'individual', percent: 4 }, 5_00_000)
    expect(c).toEqual({ charge: 0, fee: 0, gst: 0, waived: true, reason: prepaymentChargeReasons.waived })
    expect(c.reason).toBe(
      "No charge: RBI's 2025 directions bar prepayment charges on floating-rate loans to individuals for non-business use (from 1 January 2026).",
    )
  })

  test('a fixed-rate loan pays the lender’s percentage of the amount prepaid plus 18% GST', () => {
    const c = prepaymentCharge({ floatingRate: false, borrower: 'individual', percent: 2 }, 1_00_000)
    expect(c).toMatchObject({ fee: 2_000, gst: 360, charge: 2_360, waived: false, reason: prepaymentChargeReasons.fixed })
  })

  test('a floating-rate business loan may be charged; a 0% charge says there is none', () => {
    expect(prepaymentCharge({ floatingRate: true, borrower: 'business', percent: 3 }, 2_50_000)).toMatchObject({
      fee: 7_500,
      gst: 1_350,
      charge: 8_850,
      reason: prepaymentChargeReasons.business,
    })
    expect(prepaymentCharge({ floatingRate: false, borrower: 'business', percent: 0 }, 2_50_000)).toMatchObject({
      charge: 0,
      waived: false,
      reason: prepaymentChargeReasons.none,
    })
  })
})

const amountArb = fc.integer({ min: 50_000, max: 1_00_00_000 })
const rateArb = fc.integer({ min: 100, max: 3_000 }).map((x) => x / 100)
const monthsArb = fc.integer({ min: 1, max: 360 })
const modeArb = fc.constantFrom<PrepaymentMode>('reduce-emi', 'reduce-tenure')
const lumpsArb = fc.array(
  fc.record({ month: fc.integer({ min: 1, max: 360 }), amount: fc.integer({ min: 1, max: 1_00_00_000 }), yearly: fc.boolean() }),
  { maxLength: 5 },
)

function expectConsistent(p: Prepayment, amount: number) {
  const sum = (f: (m: Prepayment['schedule'][number]) => number) => p.schedule.reduce((s, m) => s + f(m), 0)
  expect(sum((m) => m.principal) + sum((m) => m.prepaid)).toBe(amount)
  expect(sum((m) => m.prepaid)).toBe(p.totalPrepaid)
  expect(sum((m) => m.interest)).toBe(p.revised.totalInterest)
  expect(p.schedule.at(-1)!.closing).toBe(0)
  p.schedule.forEach((m, i) => {
    expect(m.opening - m.principal - m.prepaid).toBe(m.closing)
    expect(Math.min(m.interest, m.principal, m.prepaid)).toBeGreaterThanOrEqual(0)
    if (i > 0) expect(m.opening).toBe(p.schedule[i - 1]!.closing)
  })
  expect(JSON.stringify(p)).not.toMatch(/NaN|Infinity|null/)
}

describe('properties', () => {
  test('prepaying never increases the total interest, in either mode', () => {
    fc.assert(
      fc.property(amountArb, rateArb, monthsArb, lumpsArb, modeArb, (amount, rate, months, lumpSums, mode) => {
        const p = prepay({ amount, rate, months, lumpSums, mode })
        expect(p.interestSaved).toBeGreaterThanOrEqual(0)
        expect(p.revised.totalInterest).toBeLessThanOrEqual(p.original.totalInterest)
        expect(p.revised.months).toBeLessThanOrEqual(p.original.months)
      }),
      { numRuns: 200 },
    )
  })

  test('the schedule adds up: principal + prepaid = the amount, interest = the total, closing 0, nothing NaN', () => {
    fc.assert(
      fc.property(amountArb, fc.oneof(rateArb, fc.constant(0)), monthsArb, lumpsArb, modeArb, (amount, rate, months, lumpSums, mode) => {
        expectConsistent(prepay({ amount, rate, months, lumpSums, mode }), amount)
      }),
      { numRuns: 200 },
    )
  })

  test('a bigger lump sum saves at least as much interest', () => {
    fc.assert(
      fc.property(
        amountArb,
        rateArb,
        fc.integer({ min: 2, max: 360 }),
        fc.integer({ min: 1, max: 359 }),
        fc.integer({ min: 1, max: 50_00_000 }),
        fc.integer({ min: 0, max: 50_00_000 }),
        modeArb,
        (amount, rate, months, month, a, extra, mode) => {
          const at = (lump: number) =>
            prepay({ amount, rate, months, lumpSums: [{ month, amount: lump, yearly: false } satisfies LumpSum], mode }).interestSaved
          expect(at(a + extra)).toBeGreaterThanOrEqual(at(a))
        },
      ),
      { numRuns: 100 },
    )
  })

  test('with no lump sums the totals are the EMI calculator’s for any whole-year loan', () => {
    fc.assert(
      fc.property(amountArb, rateArb, fc.integer({ min: 1, max: 30 }), modeArb, (amount, rate, years, mode) => {
        const p = prepay({ amount, rate, months: years * 12, lumpSums: [], mode })
        const e = computeEmi({ amount, rate, years })
        expect(p.original).toEqual({ emi: e.emiRounded, months: years * 12, totalInterest: e.totalInterest })
        expect(p.interestSaved).toBe(0)
      }),
      { numRuns: 100 },
    )
  })
})
