import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { emiLimits } from './content/business'
import { clampEmiInputs, computeEmi, emiQuery, parseNumber, roundRupees } from './emi'
import { formatInr } from './format/inr'

describe('the defaults', () => {
  test('₹1,00,000 at 10% for 1 year costs ₹8,792 a month, ₹1,05,499 in all, ₹5,499 of it interest', () => {
    const defaults = clampEmiInputs({})
    expect(defaults).toMatchObject({ amount: 1_00_000, rate: 10, years: 1 })
    const r = computeEmi(defaults)
    expect(formatInr(r.emiRounded!)).toBe('₹8,792')
    expect(formatInr(r.totalPayment!)).toBe('₹1,05,499')
    expect(formatInr(r.totalInterest!)).toBe('₹5,499')
    expect(r.months).toBe(12)
  })
})

// Published examples, each matched to the rupee. `total`/`interest` are asserted only where the
// source prints them. Searched 2026-11; each source is named beside its case.
const published: { amount: number; rate: number; years: number; emi: number; interest?: number; source: string }[] = [
  // ICICI Bank, Knowledge Hub, "How do your EMI payments get affected by your loan tenure"
  // (icicibank.com/knowledge-hub/video/how-do-your-emi-payments-get-affected-by-your-loan-tenure.page):
  // "₹50 lakhs ... 7%, with a tenure of 15 years, your EMI will be ₹44,941 ... ₹33,265 if ... 30 years".
  { amount: 50_00_000, rate: 7, years: 15, emi: 44_941, source: 'ICICI Bank Knowledge Hub, 15 years' },
  { amount: 50_00_000, rate: 7, years: 30, emi: 33_265, source: 'ICICI Bank Knowledge Hub, 30 years' },
  // Bajaj Finserv, Personal Loan EMI Calculator page (bajajfinserv.in/Personal-Loan-EMI-Calculator),
  // table "EMIs on a Personal Loan of Rs.1 lakh for varying tenure with 13% interest rate".
  // (Its 'Total Amount Payable' row differs from EMI × n by up to ₹10, so only the EMIs are used.)
  { amount: 1_00_000, rate: 13, years: 2, emi: 4_754, source: 'Bajaj Finserv personal loan, 2 years' },
  { amount: 1_00_000, rate: 13, years: 3, emi: 3_369, source: 'Bajaj Finserv personal loan, 3 years' },
  { amount: 1_00_000, rate: 13, years: 4, emi: 2_683, source: 'Bajaj Finserv personal loan, 4 years' },
  { amount: 1_00_000, rate: 13, years: 5, emi: 2_275, source: 'Bajaj Finserv personal loan, 5 years' },
  // SBI home loan at 7.50% on ₹22 lakh, as published by Patrika, "SBI home loan EMI calculator and
  // interest rate: what should be your salary to get Rs 22 lakh" (patrika.com/business-news/...-19986291):
  // EMI 15,383 / 16,258 / 17,723 and total interest 33,37,779 / 26,77,342 / 20,53,532 for 30 / 25 / 20 years.
  { amount: 22_00_000, rate: 7.5, years: 30, emi: 15_383, interest: 33_37_779, source: 'SBI home loan (Patrika), 30 years' },
  { amount: 22_00_000, rate: 7.5, years: 25, emi: 16_258, interest: 26_77_342, source: 'SBI home loan (Patrika), 25 years' },
  { amount: 22_00_000, rate: 7.5, years: 20, emi: 17_723, interest: 20_53_532, source: 'SBI home loan (Patrika), 20 years' },
  // MyLoanCare, Bajaj Finance Personal Loan EMI Calculator (myloancare.in/personal-loan-emi-calculator/bajaj-finserv),
  // 'EMI per Lakh' at the banks' starting rates: HDFC Bank 10.50% ₹2,149; ICICI Bank 10.75% ₹2,162 (5 years).
  { amount: 1_00_000, rate: 10.5, years: 5, emi: 2_149, source: 'HDFC Bank personal loan per lakh (MyLoanCare)' },
  { amount: 1_00_000, rate: 10.75, years: 5, emi: 2_162, source: 'ICICI Bank personal loan per lakh (MyLoanCare)' },
  // Same page, Bajaj Finserv at 12.99%: ₹3 lakh → ₹26,794 (1 year), ₹12 lakh → ₹1,07,175 (1 year).
  { amount: 3_00_000, rate: 12.99, years: 1, emi: 26_794, source: 'Bajaj Finserv @12.99% (MyLoanCare), 3 lakh 1 year' },
  { amount: 12_00_000, rate: 12.99, years: 1, emi: 1_07_175, source: 'Bajaj Finserv @12.99% (MyLoanCare), 12 lakh 1 year' },
  // Cred-Mart, Bajaj Finserv personal loan page (cred-mart.com/personal-loan/bajaj-finserv-bank), example:
  // "5 lakhs at an interest rate of 10.5% for tenure of 5 years, the EMI will be 10,747 ... Interest Charges 1,44,817".
  { amount: 5_00_000, rate: 10.5, years: 5, emi: 10_747, interest: 1_44_817, source: 'Bajaj Finserv personal loan (Cred-Mart)' },
]

describe('published EMI examples from Indian lenders match to the rupee', () => {
  test.each(published)('$source: ₹$amount at $rate% for $years years', ({ amount, rate, years, emi, interest }) => {
    const r = computeEmi({ amount, rate, years })
    expect(r.emiRounded).toBe(emi)
    if (interest !== undefined) {
      expect(r.totalInterest).toBe(interest)
      expect(r.totalPayment).toBe(amount + interest)
    }
  })
})

describe('edge cases of docs/product.md §7 EMI calculator', () => {
  test('a rate of 0 gives P / n and no interest', () => {
    const r = computeEmi({ amount: 1_20_000, rate: 0, years: 1 })
    expect(r.emi).toBe(10_000)
    expect(r.totalInterest).toBe(0)
    expect(r.monthly.every((m) => m.interest === 0 && m.principal === 10_000)).toBe(true)
  })

  test('a tenure of 0 gives no instalment, and nothing that is NaN or Infinity', () => {
    const r = computeEmi({ amount: 5_00_000, rate: 12, years: 0 })
    expect(r).toMatchObject({ emi: null, emiRounded: null, totalPayment: null, totalInterest: null, principal: 5_00_000, months: 0 })
    expect(r.monthly).toEqual([])
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/)
  })

  test('total payment is round(exact EMI × n), not the rounded EMI × n', () => {
    // Exact EMI 8,791.59 × 12 = 1,05,499.06, whereas 8,792 × 12 would be 1,05,504.
    expect(computeEmi({ amount: 1_00_000, rate: 10, years: 1 }).totalPayment).toBe(1_05_499)
  })

  test('rounding is half up, for display only', () => {
    expect(roundRupees(2.5)).toBe(3)
    expect(roundRupees(2.4999)).toBe(2)
    expect(roundRupees(8791.5887)).toBe(8792)
  })

  test('the yearly summary adds up the months', () => {
    const r = computeEmi({ amount: 10_00_000, rate: 8.5, years: 3 })
    expect(r.yearly).toHaveLength(3)
    for (const y of r.yearly) {
      expect(y.months).toHaveLength(12)
      expect(y.principal).toBe(y.months.reduce((s, m) => s + m.principal, 0))
      expect(y.opening - y.principal).toBe(y.closing)
    }
    expect(r.yearly.reduce((s, y) => s + y.interest, 0)).toBe(r.totalInterest)
  })
})

describe('clampEmiInputs turns any query into sane inputs', () => {
  test('values in range pass through, with Indian grouping understood', () => {
    expect(clampEmiInputs({ amount: '2,50,000', rate: '10.35', tenure: '5' })).toEqual({
      amount: 2_50_000,
      rate: 10.35,
      years: 5,
      capped: { amount: null, rate: null, tenure: null },
    })
  })

  test('out-of-range values are capped and say so', () => {
    const c = clampEmiInputs({ amount: '999999999', rate: '0.5', tenure: '45' })
    expect(c).toMatchObject({ amount: 1_00_00_000, rate: 1, years: 30 })
    expect(c.capped).toEqual({ amount: 'max', rate: 'min', tenure: 'max' })
    expect(clampEmiInputs({ amount: '10' }).capped.amount).toBe('min')
  })

  test('garbage falls back to the defaults', () => {
    for (const garbage of ['abc', 'NaN', 'Infinity', '-', '1e400', '<script>', '12abc', '', ' ', '0x10']) {
      const c = clampEmiInputs({ amount: garbage, rate: garbage, tenure: garbage })
      expect(Number.isFinite(c.amount) && Number.isFinite(c.rate) && Number.isFinite(c.years)).toBe(true)
      expect(c.amount).toBeGreaterThanOrEqual(emiLimits.amount.min)
    }
    expect(clampEmiInputs({ amount: 'abc' }).amount).toBe(emiLimits.amount.default)
    expect(clampEmiInputs(null)).toMatchObject({ amount: 1_00_000, rate: 10, years: 1 })
  })

  test('a repeated parameter uses its last value; rates keep two decimals; years are whole', () => {
    expect(clampEmiInputs({ amount: ['60000', '70000'] }).amount).toBe(70_000)
    expect(clampEmiInputs({ rate: '10.999' }).rate).toBe(11)
    expect(clampEmiInputs({ tenure: '2.6' }).years).toBe(3)
    expect(parseNumber('₹1,00,000')).toBe(1_00_000)
  })

  test('the shareable query reads back to the same inputs', () => {
    const inputs = { amount: 7_50_000, rate: 9.25, years: 7 }
    const back = clampEmiInputs(Object.fromEntries(new URLSearchParams(emiQuery(inputs))))
    expect(back).toMatchObject(inputs)
  })
})

// Inputs anywhere within the ranges of docs/product.md §16.3 EMI calculator inputs.
const amountArb = fc.integer({ min: emiLimits.amount.min, max: emiLimits.amount.max })
const rateArb = fc.integer({ min: emiLimits.rate.min * 100, max: emiLimits.rate.max * 100 }).map((x) => x / 100)
const yearsArb = fc.integer({ min: 1, max: emiLimits.tenure.max })

describe('properties', () => {
  test('EMI rises with the rate', () => {
    fc.assert(
      fc.property(amountArb, rateArb, rateArb, yearsArb, (amount, a, b, years) => {
        fc.pre(a !== b)
        const [lo, hi] = a < b ? [a, b] : [b, a]
        expect(computeEmi({ amount, rate: hi, years }).emi!).toBeGreaterThan(computeEmi({ amount, rate: lo, years }).emi!)
      }),
    )
  })

  test('EMI rises with the amount', () => {
    fc.assert(
      fc.property(amountArb, amountArb, rateArb, yearsArb, (a, b, rate, years) => {
        fc.pre(a !== b)
        const [lo, hi] = a < b ? [a, b] : [b, a]
        expect(computeEmi({ amount: hi, rate, years }).emi!).toBeGreaterThan(computeEmi({ amount: lo, rate, years }).emi!)
      }),
    )
  })

  test('EMI falls as the tenure grows', () => {
    fc.assert(
      fc.property(amountArb, rateArb, yearsArb, yearsArb, (amount, rate, a, b) => {
        fc.pre(a !== b)
        const [short, long] = a < b ? [a, b] : [b, a]
        expect(computeEmi({ amount, rate, years: long }).emi!).toBeLessThan(computeEmi({ amount, rate, years: short }).emi!)
      }),
    )
  })

  test('interest is never negative, and the schedule repays exactly the amount and closes at 0', () => {
    fc.assert(
      fc.property(amountArb, rateArb, yearsArb, (amount, rate, years) => {
        const r = computeEmi({ amount, rate, years })
        expect(r.totalInterest!).toBeGreaterThanOrEqual(0)
        expect(r.monthly.every((m) => m.interest >= 0 && m.principal >= 0)).toBe(true)
        const repaid = r.monthly.reduce((s, m) => s + m.principal, 0)
        expect(Math.abs(repaid - amount)).toBeLessThanOrEqual(1)
        expect(r.monthly.at(-1)!.closing).toBe(0)
        expect(r.monthly).toHaveLength(years * 12)
        // Each month follows on from the last.
        r.monthly.slice(1).forEach((m, i) => expect(m.opening).toBe(r.monthly[i]!.closing))
      }),
      { numRuns: 200 },
    )
  })

  test('no input within the ranges, tenure 0 and rate 0 included, gives NaN or Infinity', () => {
    fc.assert(
      fc.property(amountArb, fc.oneof(rateArb, fc.constant(0)), fc.integer({ min: 0, max: 30 }), (amount, rate, years) => {
        const r = computeEmi({ amount, rate, years })
        expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/)
        for (const v of [r.emi, r.emiRounded, r.totalPayment, r.totalInterest]) {
          if (years === 0) expect(v).toBeNull()
          else expect(Number.isFinite(v)).toBe(true)
        }
      }),
    )
  })

  test('clampEmiInputs always lands within the limits, whatever the strings', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('amount', 'rate', 'tenure', 'x'), fc.oneof(fc.string(), fc.double().map(String))),
        (query) => {
          const c = clampEmiInputs(query)
          expect(c.amount).toBeGreaterThanOrEqual(emiLimits.amount.min)
          expect(c.amount).toBeLessThanOrEqual(emiLimits.amount.max)
          expect(c.rate).toBeGreaterThanOrEqual(emiLimits.rate.min)
          expect(c.rate).toBeLessThanOrEqual(emiLimits.rate.max)
          expect(c.years).toBeGreaterThanOrEqual(emiLimits.tenure.min)
          expect(c.years).toBeLessThanOrEqual(emiLimits.tenure.max)
          expect(Number.isInteger(c.amount) && Number.isInteger(c.years)).toBe(true)
        },
      ),
    )
  })
})
