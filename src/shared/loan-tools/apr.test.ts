import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { exactEmi } from '../emi'
import { APR_CAP, aprFromFlows, trueCost, type TrueCostInputs } from './apr'

const noFee = { kind: 'rupees', value: 0 } as const

describe('published Key Facts Statements and loan examples', () => {
  // RBL Bank, Key Facts Statement for a 'Dial For Cash' loan (Annex A of RBI's 2024 KFS circular),
  // published on Scribd (scribd.com/document/809869650): sanctioned ₹47,000, 24 monthly EPIs of
  // ₹2,415.14 at 21.00 % fixed, processing fee ₹1,175.00 'net of taxes such as GST', APR 24.16 %.
  const rbl: TrueCostInputs = {
    amount: 47_000,
    rate: 21,
    months: 24,
    fee: { kind: 'rupees', value: 1_175 },
    gstOnFee: true,
    otherCharges: 0,
  }

  test('RBL Bank KFS: ₹47,000 at 21% for 24 months with a ₹1,175 fee plus GST costs ₹2,415 a month at an APR of 24.15–24.16%', () => {
    const t = trueCost(rbl)
    expect(t.emi).toBe(2_415)
    expect(t.exactEmi).toBeCloseTo(2_415.14, 1)
    expect(t).toMatchObject({ fee: 1_175, gst: 212, netDisbursed: 45_613 })
    expect(t.apr).toBeGreaterThanOrEqual(24.15)
    expect(t.apr).toBeLessThanOrEqual(24.16)
  })

  test('RBL Bank KFS: with the KFS’s own EPI of ₹2,415.14 against the ₹45,613 disbursed, the APR prints as 24.16%', () => {
    // RBL's EPI is the exact ₹2,415.1256 taken up to the next paisa; that is the whole difference.
    expect(aprFromFlows(45_613, 2_415.14, 24).toFixed(2)).toBe('24.16')
  })

  test('RBL Bank KFS: the APR is the monthly IRR × 12; compounding it would print 27%, not the 24.16% RBL shows', () => {
    const monthly = trueCost(rbl).apr / 1200
    expect(((1 + monthly) ** 12 - 1) * 100).toBeGreaterThan(26.9)
    // And without the GST on the fee the APR would be only 23.66%: the KFS deducts fee and GST.
    expect(trueCost({ ...rbl, gstOnFee: false }).apr).toBeLessThan(23.7)
  })

  // BankBazaar, 'Kotak Personal Loan EMI Calculator' (bankbazaar.com/kotak-personal-loan-emi-calculator.html):
  // ₹3 lakh at 10.99 % with a 2.5 % (₹7,500) processing fee. Its 'Total Amount Payable' is
  // principal + interest + fee (no GST in that example).
  const kotak = [
    { months: 24, emi: 13_981, interest: 35_543, total: 3_43_043 },
    { months: 36, emi: 9_820, interest: 53_527, total: 3_61_027 },
    { months: 60, emi: 6_521, interest: 91_274, total: 3_98_774 },
  ]
  test.each(kotak)(
    'BankBazaar, Kotak: ₹3,00,000 at 10.99% for $months months with a ₹7,500 fee: EMI ₹$emi, interest ₹$interest, total ₹$total',
    ({ months, emi, interest, total }) => {
      const t = trueCost({ amount: 3_00_000, rate: 10.99, months, fee: { kind: 'percent', value: 2.5 }, gstOnFee: false, otherCharges: 0 })
      expect(t).toMatchObject({ emi, totalInterest: interest, fee: 7_500, gst: 0, totalCost: interest + 7_500 })
      expect(3_00_000 + t.totalCost).toBe(total)
      expect(t.apr).toBeGreaterThan(10.99)
    },
  )

  // Loanzbazar, 'APR details' (loanzbazar.com/apr-details): ₹1,00,000 with a 3 % fee is '₹3,000 + ₹540
  // GST'; financed into the loan, ₹1,03,540 at 16 % for 12 months is 'EMI ₹9,394' and 'interest ₹9,191'.
  test('Loanzbazar: a 3% fee on ₹1,00,000 is ₹3,000 plus ₹540 GST; ₹1,03,540 at 16% for a year is ₹9,394 a month, ₹9,191 of interest', () => {
    expect(
      trueCost({ amount: 1_00_000, rate: 16, months: 12, fee: { kind: 'percent', value: 3 }, gstOnFee: true, otherCharges: 0 }),
    ).toMatchObject({ fee: 3_000, gst: 540, netDisbursed: 96_460 })
    expect(trueCost({ amount: 1_03_540, rate: 16, months: 12, fee: noFee, gstOnFee: true, otherCharges: 0 })).toMatchObject({
      emi: 9_394,
      totalInterest: 9_191,
    })
  })
})

describe('aprFromFlows against spreadsheet documentation', () => {
  // Microsoft Support, 'RATE function' (support.microsoft.com/excel/rate-function): 4 years of
  // −200 a month on a loan of 8000 → monthly rate 1 %, annual rate 9.24 % (= RATE × 12).
  test('Excel RATE help: 8,000 repaid by 48 payments of 200 is 9.24% a year', () => {
    expect(aprFromFlows(8_000, 200, 48)).toBeCloseTo(9.24, 2)
  })

  // Valq docs, 'RATE' (docs.valq.com/model/formula-functions/finance-functions/rate): 12 payments of
  // 2,000 against a present value of 20,000 → 2.92 % a month.
  test('Valq RATE help: 20,000 repaid by 12 payments of 2,000 is 2.92% a month', () => {
    expect(aprFromFlows(20_000, 2_000, 12) / 12).toBeCloseTo(2.92, 2)
  })

  test('edge flows give finite answers: nothing disbursed is the cap, no instalment is 0', () => {
    expect(aprFromFlows(0, 1_000, 12)).toBe(APR_CAP)
    expect(aprFromFlows(-5, 1_000, 12)).toBe(APR_CAP)
    expect(aprFromFlows(10_000, 0, 12)).toBe(0)
    expect(aprFromFlows(10_000, 1_000, 0)).toBe(0)
    expect(aprFromFlows(NaN, 1_000, 12)).toBe(0)
    // More back than was lent: a negative IRR, still a number.
    expect(aprFromFlows(12_000, 900, 12)).toBeLessThan(0)
  })
})

describe('true cost', () => {
  test('a fee larger than the loan leaves nothing to disburse: the APR is capped and says so', () => {
    const t = trueCost({ amount: 50_000, rate: 12, months: 12, fee: { kind: 'rupees', value: 5_00_000 }, gstOnFee: true, otherCharges: 0 })
    expect(t.netDisbursed).toBeLessThan(0)
    expect(t).toMatchObject({ apr: APR_CAP, aprCapped: true })
  })

  test('other charges are deducted as entered, with no GST added to them', () => {
    const t = trueCost({ amount: 2_00_000, rate: 12, months: 36, fee: { kind: 'percent', value: 1 }, gstOnFee: true, otherCharges: 1_500 })
    expect(t).toMatchObject({ fee: 2_000, gst: 360, charges: 1_500, netDisbursed: 1_96_140 })
    expect(t.totalCost).toBe(t.totalInterest + 2_000 + 360 + 1_500)
    expect(t.totalRepayment).toBe(t.totalInterest + 2_00_000)
  })

  test('a rate of 0 with a fee still has a positive APR', () => {
    const t = trueCost({ amount: 1_20_000, rate: 0, months: 12, fee: { kind: 'rupees', value: 2_000 }, gstOnFee: false, otherCharges: 0 })
    expect(t).toMatchObject({ emi: 10_000, totalInterest: 0, totalCost: 2_000 })
    expect(t.apr).toBeGreaterThan(3)
  })
})

const amountArb = fc.integer({ min: 50_000, max: 1_00_00_000 })
const rateArb = fc.integer({ min: 100, max: 3_000 }).map((x) => x / 100)
const monthsArb = fc.integer({ min: 1, max: 360 })
const feeArb = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 1_000 }).map((x) => x / 100) }),
  fc.record({ kind: fc.constant('rupees' as const), value: fc.integer({ min: 0, max: 5_00_000 }) }),
)

describe('properties', () => {
  test('with no fees or charges the APR is the nominal rate', () => {
    fc.assert(
      fc.property(amountArb, rateArb, monthsArb, fc.boolean(), (amount, rate, months, gstOnFee) => {
        const t = trueCost({ amount, rate, months, fee: noFee, gstOnFee, otherCharges: 0 })
        expect(Math.abs(t.apr - rate)).toBeLessThan(0.001)
      }),
    )
  })

  test('any fee or charge puts the APR above the nominal rate', () => {
    fc.assert(
      fc.property(
        amountArb,
        rateArb,
        monthsArb,
        feeArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 5_00_000 }),
        (amount, rate, months, fee, gstOnFee, otherCharges) => {
          const t = trueCost({ amount, rate, months, fee, gstOnFee, otherCharges })
          fc.pre(t.fee + t.charges > 0)
          expect(t.apr).toBeGreaterThan(rate)
        },
      ),
    )
  })

  test('the APR found discounts the instalments back to the net disbursal', () => {
    fc.assert(
      fc.property(amountArb, rateArb, monthsArb, fc.integer({ min: 1, max: 40 }), (amount, rate, months, feePercent10) => {
        const net = amount * (1 - feePercent10 / 1000)
        const emi = exactEmi(amount, rate, months)!
        const r = aprFromFlows(net, emi, months) / 1200
        let pv = 0
        for (let k = 1; k <= months; k++) pv += emi / (1 + r) ** k
        expect(Math.abs(pv - net) / net).toBeLessThan(1e-9)
      }),
    )
  })

  test('no input within the ranges gives NaN or Infinity, even fees above the amount', () => {
    fc.assert(
      fc.property(
        amountArb,
        fc.oneof(rateArb, fc.constant(0)),
        monthsArb,
        feeArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 5_00_000 }),
        (amount, rate, months, fee, gstOnFee, otherCharges) => {
          const t = trueCost({ amount, rate, months, fee, gstOnFee, otherCharges })
          for (const v of Object.values(t)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true)
          expect(t.apr).toBeLessThanOrEqual(APR_CAP)
        },
      ),
    )
  })
})
