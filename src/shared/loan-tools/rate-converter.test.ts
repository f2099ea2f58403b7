import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { aprFromFlows, trueCost } from './apr'
import { convertRate, type RateConverterInputs } from './rate-converter'

// Worked cases. The first is issue 45's own; every figure below it was computed apart from this code,
// in Python's Decimal at 50 digits (docs/worked-cases/rate-converter-and-cooling-off.py, its output
// copied there), never by calling the module under test.
const noFee = { kind: 'rupees', value: 0 } as const
const loan = (over: Partial<RateConverterInputs>): RateConverterInputs => ({
  amount: 1_00_000,
  rate: 10,
  kind: 'flat',
  months: 36,
  fee: noFee,
  gstOnFee: true,
  ...over,
})

describe('worked cases', () => {
  test('issue 45: ₹1,00,000 at 10% flat for 36 months is an EMI of ₹3,611, ₹30,000 of interest and about 17.92% a year on the reducing balance', () => {
    const c = convertRate(loan({}))
    expect(c.emi).toBe(3_611)
    expect(c.totalInterest).toBe(30_000)
    expect(c.totalRepayment).toBe(1_30_000)
    expect(c.reducingRate.toFixed(2)).toBe('17.92')
    // Python: 17.917676 % a year.
    expect(c.reducingRate).toBeCloseTo(17.917676, 5)
    // With no fee the APR is the reducing-balance rate.
    expect(c.cost.apr).toBeCloseTo(17.917676, 5)
    expect(c.cost.netDisbursed).toBe(1_00_000)
  })

  test('the same loan with a ₹2,000 fee plus ₹360 GST taken from it: an APR of 19.65% (Python: 19.646935)', () => {
    const c = convertRate(loan({ fee: { kind: 'rupees', value: 2_000 } }))
    expect(c.cost).toMatchObject({ fee: 2_000, gst: 360, netDisbursed: 97_640 })
    expect(c.cost.apr).toBeCloseTo(19.646935, 5)
    expect(c.emi).toBe(3_611)
  })

  test.each([
    // amount, rate, kind, months, fee (₹), gst → EMI, interest, reducing rate, APR (Python)
    {
      amount: 5_00_000,
      rate: 7.5,
      kind: 'flat',
      months: 60,
      fee: 0,
      gst: true,
      emi: 11_458,
      interest: 1_87_500,
      reducing: 13.318925,
      apr: 13.318925,
    },
    {
      amount: 2_50_000,
      rate: 9,
      kind: 'flat',
      months: 24,
      fee: 5_000,
      gst: false,
      emi: 12_292,
      interest: 45_000,
      reducing: 16.42551,
      apr: 18.508344,
    },
    {
      amount: 1_00_000,
      rate: 2,
      kind: 'monthly',
      months: 12,
      fee: 0,
      gst: true,
      emi: 10_333,
      interest: 24_000,
      reducing: 41.703121,
      apr: 41.703121,
    },
    {
      amount: 50_000,
      rate: 1.5,
      kind: 'monthly',
      months: 24,
      fee: 0,
      gst: true,
      emi: 2_833,
      interest: 18_000,
      reducing: 31.45917,
      apr: 31.45917,
    },
    {
      amount: 3_00_000,
      rate: 10.99,
      kind: 'reducing',
      months: 24,
      fee: 7_500,
      gst: false,
      emi: 13_981,
      interest: 35_543,
      reducing: 10.99,
      apr: 13.544861,
    },
  ] as const)(
    '₹$amount at $rate% ($kind) for $months months, fee ₹$fee: EMI ₹$emi, interest ₹$interest, $reducing% reducing, APR $apr%',
    ({ amount, rate, kind, months, fee, gst, emi, interest, reducing, apr }) => {
      const c = convertRate(loan({ amount, rate, kind, months, fee: { kind: 'rupees', value: fee }, gstOnFee: gst }))
      expect(c.emi).toBe(emi)
      expect(c.totalInterest).toBe(interest)
      expect(c.reducingRate).toBeCloseTo(reducing, 5)
      expect(c.cost.apr).toBeCloseTo(apr, 5)
    },
  )

  test('a monthly rate is its flat rate × 12: 2% a month is 24% flat a year', () => {
    const monthly = convertRate(loan({ rate: 2, kind: 'monthly', months: 12 }))
    expect(monthly.flatRate).toBe(24)
    expect(monthly.reducingRate).toBeCloseTo(convertRate(loan({ rate: 24, kind: 'flat', months: 12 })).reducingRate, 10)
  })

  test('18% on the reducing balance for 36 months is ₹30,149 of interest, the same as 10.05% flat (Python: 10.049541)', () => {
    const c = convertRate(loan({ rate: 18, kind: 'reducing' }))
    expect(c.emi).toBe(3_615)
    expect(c.totalInterest).toBe(30_149)
    expect(c.flatRate).toBeCloseTo(10.049541, 3)
    expect(c.reducingRate).toBe(18)
  })

  test('0% flat is 0% reducing, and a ₹1,000 fee + GST still gives the loan an APR (Python: 2.197106)', () => {
    const c = convertRate(loan({ rate: 0, months: 12, fee: { kind: 'rupees', value: 1_000 } }))
    expect(c.reducingRate).toBe(0)
    expect(c.emi).toBe(8_333)
    expect(c.totalInterest).toBe(0)
    expect(c.cost.apr).toBeCloseTo(2.197106, 5)
  })

  test('a fee that takes the whole loan leaves nothing to disburse, and the APR is marked as beyond reach', () => {
    const c = convertRate(loan({ amount: 10_000, fee: { kind: 'rupees', value: 20_000 } }))
    expect(c.cost.netDisbursed).toBeLessThanOrEqual(0)
    expect(c.cost.aprCapped).toBe(true)
  })
})

describe('properties', () => {
  const flatLoans = fc.record({
    amount: fc.integer({ min: 10_000, max: 1_00_00_000 }),
    rate: fc.integer({ min: 1, max: 3_000 }).map((r) => r / 100),
    months: fc.integer({ min: 1, max: 360 }),
  })

  test('a flat rate and its reducing-balance rate give the same instalment, and the true-cost engine agrees on the interest to the rupee', () => {
    fc.assert(
      fc.property(flatLoans, ({ amount, rate, months }) => {
        const c = convertRate(loan({ amount, rate, months }))
        const r = c.reducingRate / 1200
        const reducingEmi = (amount * r) / (1 - (1 + r) ** -months)
        // To the paisa: the solved rate carries float error that grows with the amount (₹80 lakh over a month: ₹0.00008).
        expect(reducingEmi).toBeCloseTo(c.exactEmi, 2)
        const cost = trueCost({ amount, rate: c.reducingRate, months, fee: noFee, gstOnFee: false, otherCharges: 0 })
        expect(Math.abs(cost.totalInterest - c.totalInterest)).toBeLessThanOrEqual(1)
      }),
    )
  })

  test('over more than one month, the reducing-balance rate is above the flat rate; over one month they are equal', () => {
    fc.assert(
      fc.property(flatLoans, ({ amount, rate, months }) => {
        const c = convertRate(loan({ amount, rate, months }))
        if (months === 1) expect(c.reducingRate).toBeCloseTo(rate, 8)
        else expect(c.reducingRate).toBeGreaterThan(rate)
        // The reducing rate's own flat twin is the flat rate again, within the rounding: the rate to two
        // decimals, and the interest to the rupee (one rupee is 1200 / (amount × months) % a year flat,
        // 0.12% on ₹10,010 for a month).
        const back = convertRate(loan({ amount, rate: Math.round(c.reducingRate * 100) / 100, months, kind: 'reducing' }))
        expect(Math.abs(back.flatRate - rate)).toBeLessThan(0.05 + 1200 / (amount * months))
      }),
    )
  })

  test('the APR is the true-cost engine’s: the IRR of the net disbursal against the flat instalments', () => {
    fc.assert(
      fc.property(flatLoans, fc.integer({ min: 0, max: 5_000 }), ({ amount, rate, months }, fee) => {
        const c = convertRate(loan({ amount, rate, months, fee: { kind: 'rupees', value: fee } }))
        expect(c.cost.apr).toBeCloseTo(aprFromFlows(amount - fee - c.cost.gst, c.exactEmi, months), 6)
      }),
    )
  })
})
