import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { emiLimits } from '../content/business'
import { loanTypeKeys } from '../content/loan-types'
import {
  balanceTransferDefaults,
  balanceTransferQuery,
  coolingOffDefaults,
  coolingOffLimits,
  parseCoolingOffQuery,
  rateKindLimits,
  parseRateConverterQuery,
  rateConverterDefaults,
  rateConverterQuery,
  compareDefaults,
  compareQuery,
  eligibilityDefaults,
  eligibilityQuery,
  lumpFieldNames,
  MAX_LUMP_SUMS,
  MAX_OFFERS,
  offerFieldNames,
  OFFER_LABEL_MAX,
  parseBalanceTransferQuery,
  parseCompareQuery,
  parseEligibilityQuery,
  parsePrepaymentQuery,
  parseTrueCostQuery,
  prepaymentDefaults,
  prepaymentQuery,
  toolLimits,
  trueCostDefaults,
  trueCostQuery,
  type Range,
} from './inputs'

const garbage = ['abc', 'NaN', 'Infinity', '-Infinity', '-', '1e400', '<script>', '12abc', '', ' ', '0x10', '1,2,3.4.5', '١٢٣']
const back = (query: string) => Object.fromEntries(new URLSearchParams(query))
const withoutCapped = <T extends { capped: unknown }>({ capped: _capped, ...rest }: T) => rest

describe('a first visit with an empty query shows each tool’s example', () => {
  test.each([
    ['true cost', () => parseTrueCostQuery({}), trueCostDefaults],
    ['prepayment', () => parsePrepaymentQuery({}), prepaymentDefaults],
    ['eligibility', () => parseEligibilityQuery({}), eligibilityDefaults],
    ['balance transfer', () => parseBalanceTransferQuery({}), balanceTransferDefaults],
    ['compare', () => parseCompareQuery({}), { offers: compareDefaults }],
    ['rate converter', () => parseRateConverterQuery({}), rateConverterDefaults],
  ] as const)('%s', (_name, parse, defaults) => {
    expect(withoutCapped(parse())).toEqual(defaults)
    expect(parse().capped).toEqual({})
  })

  test('null, a string or an array instead of a query are an empty query', () => {
    for (const q of [null, undefined, 'amount=5', ['amount', '5']] as unknown as Record<string, unknown>[]) {
      expect(withoutCapped(parseTrueCostQuery(q))).toEqual(trueCostDefaults)
      expect(withoutCapped(parseCompareQuery(q))).toEqual({ offers: compareDefaults })
    }
  })
})

describe('true cost query', () => {
  test('values in range pass through; Indian grouping, ₹ and % are understood; rates keep two decimals', () => {
    expect(
      parseTrueCostQuery({
        amount: '₹2,50,000',
        rate: '10.999%',
        months: '36',
        feeKind: 'rupees',
        fee: '4,999',
        gst: 'on',
        charges: '1500',
      }),
    ).toEqual({
      amount: 2_50_000,
      rate: 11,
      months: 36,
      fee: { kind: 'rupees', value: 4_999 },
      gstOnFee: true,
      otherCharges: 1_500,
      capped: {},
    })
  })

  test('out-of-range values are capped and say which end', () => {
    const p = parseTrueCostQuery({ amount: '999999999', rate: '-0.5', months: '0', fee: '25', charges: '-10' })
    expect(p).toMatchObject({ amount: 1_00_00_000, rate: 0, months: 1, fee: { kind: 'percent', value: 10 }, otherCharges: 0 })
    expect(p.capped).toEqual({ amount: 'max', rate: 'min', months: 'min', fee: 'max', charges: 'min' })
  })

  test('the amount runs from ₹10,000, so RBL Bank’s ₹47,000 KFS example is in range; the EMI calculator keeps ₹50,000', () => {
    expect(parseTrueCostQuery({ amount: '47000' })).toMatchObject({ amount: 47_000, capped: {} })
    expect(parseTrueCostQuery({ amount: '9999' })).toMatchObject({ amount: 10_000, capped: { amount: 'min' } })
    expect(emiLimits.amount.min).toBe(50_000)
  })

  test('the fee’s range follows its kind: 0–10 % or ₹0–₹5,00,000', () => {
    expect(parseTrueCostQuery({ feeKind: 'rupees', fee: '7500' }).fee).toEqual({ kind: 'rupees', value: 7_500 })
    expect(parseTrueCostQuery({ feeKind: 'percent', fee: '7500' }).fee).toEqual({ kind: 'percent', value: 10 })
    expect(parseTrueCostQuery({ feeKind: 'rupees', fee: '900000' }).fee).toEqual({ kind: 'rupees', value: 5_00_000 })
    expect(parseTrueCostQuery({ feeKind: 'dollars', fee: '3' }).fee).toEqual({ kind: 'percent', value: 3 })
  })

  test('an unticked GST box sends nothing: false once the form is sent, the default on a first visit', () => {
    expect(parseTrueCostQuery({}).gstOnFee).toBe(true)
    expect(parseTrueCostQuery({ amount: '100000' }).gstOnFee).toBe(false)
    expect(parseTrueCostQuery({ amount: '100000', gst: 'on' }).gstOnFee).toBe(true)
    expect(parseTrueCostQuery({ gst: '0' }).gstOnFee).toBe(false)
  })

  test('garbage falls back to the defaults; a repeated parameter uses its last value', () => {
    for (const g of garbage) {
      const p = parseTrueCostQuery({ amount: g, rate: g, months: g, fee: g, charges: g, gst: '1' })
      expect(withoutCapped(p)).toEqual(trueCostDefaults)
    }
    expect(parseTrueCostQuery({ amount: ['60000', '70000'], months: ['x', '24'] })).toMatchObject({ amount: 70_000, months: 24 })
    expect(parseTrueCostQuery({ amount: { nested: '1' } }).amount).toBe(trueCostDefaults.amount)
  })

  test('a value that could not be read is recorded with what it was and what was used instead; an empty box is not', () => {
    const p = parseTrueCostQuery({ amount: 'abc', rate: '', months: '12 months please, thank you' })
    expect(p.capped).toEqual({ amount: { unread: true, used: trueCostDefaults.amount }, months: { unread: true, used: 12 } })
    expect(parseEligibilityQuery({ income: 'abc' }).capped).toEqual({ income: { unread: true, used: 50_000 } })
  })

  test('a 0% rate is read as 0%, not raised: a no-cost EMI is a real offer', () => {
    expect(parseTrueCostQuery({ rate: '0' })).toMatchObject({ rate: 0, capped: {} })
  })

  test('the shareable query reads back to the same inputs', () => {
    const inputs = {
      amount: 4_75_000,
      rate: 13.25,
      months: 48,
      fee: { kind: 'rupees', value: 3_999 },
      gstOnFee: false,
      otherCharges: 250,
    } as const
    expect(withoutCapped(parseTrueCostQuery(back(trueCostQuery(inputs))))).toEqual(inputs)
  })
})

describe('prepayment query', () => {
  test('lump sums come from numbered fields; empty rows are skipped, months kept within the tenure', () => {
    const p = parsePrepaymentQuery({
      amount: '20,00,000',
      rate: '8.5',
      months: '180',
      mode: 'reduce-emi',
      lump1Amount: '1,00,000',
      lump1Month: '12',
      lump1Yearly: 'on',
      lump2Amount: '',
      lump2Month: '30',
      lump3Amount: '50000',
      lump3Month: '400',
      lump4Amount: '-5',
      lump5Amount: 'abc',
      lump6Amount: '99999',
    })
    expect(p.lumpSums).toEqual([
      { amount: 1_00_000, month: 12, yearly: true },
      { amount: 50_000, month: 180, yearly: false },
    ])
    expect(p.capped).toEqual({ lump3Month: 'max' })
    expect(p).toMatchObject({ amount: 20_00_000, rate: 8.5, months: 180, mode: 'reduce-emi' })
    // Sent without the floating box ticked: a fixed-rate loan.
    expect(p.charge).toEqual({ floatingRate: false, borrower: 'individual', percent: 0 })
  })

  test('a sent form with every lump sum cleared has none; an unknown mode is reduce-tenure', () => {
    const p = parsePrepaymentQuery({ amount: '500000', lump1Amount: '', mode: 'reduce-everything' })
    expect(p.lumpSums).toEqual([])
    expect(p.mode).toBe('reduce-tenure')
  })

  test('a lump sum above ₹1 crore is capped; the charge terms are read and capped too', () => {
    const p = parsePrepaymentQuery({
      lump1Amount: '5,00,00,000',
      lump1Month: '3',
      floating: '1',
      borrower: 'business',
      chargePercent: '12',
    })
    expect(p.lumpSums).toEqual([{ amount: toolLimits.lumpAmount.max, month: 3, yearly: false }])
    expect(p.charge).toEqual({ floatingRate: true, borrower: 'business', percent: 10 })
    expect(p.capped).toEqual({ lump1Amount: 'max', chargePercent: 'max' })
  })

  test('the shareable query reads back to the same inputs', () => {
    const inputs = {
      amount: 35_00_000,
      rate: 8.75,
      months: 240,
      mode: 'reduce-emi' as const,
      lumpSums: [
        { amount: 2_00_000, month: 24, yearly: true },
        { amount: 5_00_000, month: 61, yearly: false },
      ],
      charge: { floatingRate: false, borrower: 'business' as const, percent: 2.5 },
    }
    expect(withoutCapped(parsePrepaymentQuery(back(prepaymentQuery(inputs))))).toEqual(inputs)
    expect(lumpFieldNames(2)).toEqual({ amount: 'lump2Amount', month: 'lump2Month', yearly: 'lump2Yearly' })
  })
})

describe('eligibility query', () => {
  test('the loan type sets the FOIR unless one is given', () => {
    expect(parseEligibilityQuery({ loanType: 'home' }).foir).toBe(0.55)
    expect(parseEligibilityQuery({ loanType: 'home', foir: '40' }).foir).toBe(0.4)
    expect(parseEligibilityQuery({ loanType: 'yacht' })).toMatchObject({ loanType: 'personal', foir: 0.5 })
  })

  test('values are read and capped: age 18–75, income up to ₹1 crore', () => {
    const p = parseEligibilityQuery({
      income: '75,000',
      emis: '5000',
      age: '12',
      rate: '9',
      months: '240',
      retirementAge: '99',
      foir: '150',
    })
    expect(p).toMatchObject({ netMonthlyIncome: 75_000, existingEmis: 5_000, age: 18, rate: 9, months: 240, retirementAge: 75, foir: 0.9 })
    expect(p.capped).toEqual({ age: 'min', retirementAge: 'max', foir: 'max' })
  })

  test('the shareable query reads back to the same inputs', () => {
    const inputs = {
      netMonthlyIncome: 1_20_000,
      existingEmis: 15_000,
      age: 41,
      rate: 8.4,
      months: 300,
      foir: 0.55,
      retirementAge: 65,
      loanType: 'home' as const,
    }
    expect(withoutCapped(parseEligibilityQuery(back(eligibilityQuery(inputs))))).toEqual(inputs)
  })
})

describe('balance transfer query', () => {
  test('the outstanding amount has its own range, ₹10,000–₹5 crore', () => {
    expect(parseBalanceTransferQuery({ outstanding: '15000' }).outstanding).toBe(15_000)
    expect(parseBalanceTransferQuery({ outstanding: '5000' })).toMatchObject({ outstanding: 10_000, capped: { outstanding: 'min' } })
    expect(parseBalanceTransferQuery({ outstanding: '6,00,00,000' })).toMatchObject({
      outstanding: 5_00_00_000,
      capped: { outstanding: 'max' },
    })
  })

  test('the shareable query reads back to the same inputs', () => {
    const inputs = { outstanding: 42_50_000, currentRate: 9.85, remainingMonths: 204, newRate: 8.35, fees: 15_500 }
    expect(withoutCapped(parseBalanceTransferQuery(back(balanceTransferQuery(inputs))))).toEqual(inputs)
  })
})

describe('rate converter query', () => {
  test('the rate’s range follows its kind: 0–30% a year flat or reducing, 0–10% a month', () => {
    expect(parseRateConverterQuery({ rate: '12', rateKind: 'monthly' })).toMatchObject({
      rate: 10,
      kind: 'monthly',
      capped: { rate: 'max' },
    })
    expect(parseRateConverterQuery({ rate: '12', rateKind: 'flat' })).toMatchObject({ rate: 12, kind: 'flat', capped: {} })
    expect(parseRateConverterQuery({ rate: '45', rateKind: 'reducing' })).toMatchObject({ rate: 30, capped: { rate: 'max' } })
    expect(parseRateConverterQuery({ rateKind: 'compound' }).kind).toBe('flat')
  })

  test('the fee is optional: none on a first visit; its GST box is ticked until the form is sent without it', () => {
    expect(parseRateConverterQuery({}).fee).toEqual({ kind: 'rupees', value: 0 })
    expect(parseRateConverterQuery({}).gstOnFee).toBe(true)
    expect(parseRateConverterQuery({ amount: '100000', fee: '2', feeKind: 'percent' })).toMatchObject({
      fee: { kind: 'percent', value: 2 },
      gstOnFee: false,
    })
  })

  test('the shareable query reads back to the same inputs', () => {
    const inputs = {
      amount: 2_50_000,
      rate: 1.75,
      kind: 'monthly',
      months: 18,
      fee: { kind: 'percent', value: 1.5 },
      gstOnFee: true,
    } as const
    expect(withoutCapped(parseRateConverterQuery(back(rateConverterQuery(inputs))))).toEqual(inputs)
  })
})

describe('cooling-off query', () => {
  test('days run from 0 (the day of disbursal) to 365; the period from RBI’s 1 day to 30, 3 by default', () => {
    expect(parseCoolingOffQuery({})).toEqual({ ...coolingOffDefaults, sent: false, capped: {} })
    expect(coolingOffDefaults).toEqual({ days: 1, period: 3 })
    expect(parseCoolingOffQuery({ days: '0', period: '0' })).toMatchObject({ days: 0, period: 1, sent: true, capped: { period: 'min' } })
    expect(parseCoolingOffQuery({ days: '400', period: '45' })).toMatchObject({
      days: 365,
      period: 30,
      capped: { days: 'max', period: 'max' },
    })
    expect(parseCoolingOffQuery({ days: 'abc' })).toMatchObject({ days: 1, capped: { days: { unread: true, used: 1 } } })
  })
})

describe('compare query', () => {
  test('two offers always, a third only when its amount is filled in, never a fourth', () => {
    const { offers } = parseCompareQuery({ offer1Amount: '100000', offer3Amount: '200000', offer4Amount: '300000' })
    expect(offers.map((o) => o.label)).toEqual(['Offer 1', 'Offer 2', 'Offer 3'])
    expect(offers.map((o) => o.amount)).toEqual([1_00_000, compareDefaults[1]!.amount, 2_00_000])
    expect(parseCompareQuery({ offer1Amount: '100000', offer3Rate: '12', offer3Label: 'Bank C' }).offers).toHaveLength(2)
    expect(MAX_OFFERS).toBe(3)
  })

  test('labels are one printable line of at most 40 characters; blank labels get a number', () => {
    const long = 'HDFC Bank — salaried, pre-approved offer for existing customers'
    const { offers } = parseCompareQuery({
      offer1Label: `  Kotak\u0000\u202e\n  Bank `,
      offer2Label: long,
      offer3Amount: '100000',
      offer3Label: '   ',
    })
    expect(offers[0]!.label).toBe('Kotak Bank')
    expect(offers[1]!.label).toBe(long.slice(0, OFFER_LABEL_MAX).trim())
    expect(offers[2]!.label).toBe('Offer 3')
  })

  test('the shareable query reads back to the same offers', () => {
    const offers = [
      {
        label: 'Bank A & Co',
        amount: 5_00_000,
        rate: 10.75,
        months: 36,
        fee: { kind: 'percent' as const, value: 1.5 },
        gstOnFee: true,
        otherCharges: 0,
      },
      {
        label: 'NBFC B',
        amount: 5_00_000,
        rate: 12,
        months: 36,
        fee: { kind: 'rupees' as const, value: 0 },
        gstOnFee: false,
        otherCharges: 2_000,
      },
      {
        label: 'C',
        amount: 4_00_000,
        rate: 9.99,
        months: 48,
        fee: { kind: 'rupees' as const, value: 9_999 },
        gstOnFee: true,
        otherCharges: 499,
      },
    ]
    expect(parseCompareQuery(back(compareQuery(offers)))).toEqual({ offers, capped: {} })
    expect(offerFieldNames(3).feeKind).toBe('offer3FeeKind')
  })
})

// Any query at all: tool keys and stray ones, with strings, arrays, numbers, objects and garbage.
const valueArb = fc.oneof(
  fc.string(),
  fc.constantFrom(...garbage),
  fc.double().map(String),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.anything(),
)
const allKeys = [
  ...['amount', 'rate', 'months', 'feeKind', 'fee', 'gst', 'charges', 'mode', 'floating', 'borrower', 'chargePercent'],
  ...['income', 'emis', 'age', 'foir', 'retirementAge', 'loanType', 'outstanding', 'currentRate', 'remainingMonths', 'newRate', 'fees'],
  ...['rateKind', 'days', 'period'],
  ...Array.from({ length: MAX_LUMP_SUMS + 1 }, (_, i) => Object.values(lumpFieldNames(i + 1))).flat(),
  ...Array.from({ length: MAX_OFFERS + 1 }, (_, i) => Object.values(offerFieldNames(i + 1))).flat(),
  '__proto__',
  'constructor',
  'toString',
]
const queryArb = fc.dictionary(fc.oneof(fc.constantFrom(...allKeys), fc.string()), valueArb, { maxKeys: 30 })

const inRange = (value: number, range: Range) => {
  expect(Number.isFinite(value)).toBe(true)
  expect(value).toBeGreaterThanOrEqual(range.min)
  expect(value).toBeLessThanOrEqual(range.max)
  if (range.decimals === 0) expect(Number.isInteger(value)).toBe(true)
  else expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6)
}

describe('a tiny negative value', () => {
  test('-0.000001 reads as 0, not -0, so that its shareable query reads back the same', () => {
    // The counterexample fast-check found on a fresh clone: {"offer1Charges":"-0.000001"}.
    const { offers } = parseCompareQuery({ offer1Charges: '-0.000001' })
    expect(Object.is(offers[0]!.otherCharges, 0)).toBe(true)
    expect(parseCompareQuery(back(compareQuery(offers))).offers).toEqual(offers)
    expect(Object.is(parseTrueCostQuery({ charges: '-0.000001' }).otherCharges, 0)).toBe(true)
    expect(Object.is(parseEligibilityQuery({ emis: '-0.004' }).existingEmis, 0)).toBe(true)
  })
})

describe('properties', () => {
  test('no query makes a parser throw, and every value lands within its range', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const t = parseTrueCostQuery(query)
        for (const [v, r] of [
          [t.amount, toolLimits.amount],
          [t.rate, toolLimits.rate],
          [t.months, toolLimits.months],
          [t.otherCharges, toolLimits.charges],
        ] as const)
          inRange(v, r)
        inRange(t.fee.value, t.fee.kind === 'percent' ? toolLimits.feePercent : toolLimits.feeRupees)

        const p = parsePrepaymentQuery(query)
        inRange(p.amount, toolLimits.amount)
        inRange(p.rate, toolLimits.rate)
        inRange(p.months, toolLimits.months)
        inRange(p.charge.percent, toolLimits.chargePercent)
        expect(p.lumpSums.length).toBeLessThanOrEqual(MAX_LUMP_SUMS)
        for (const l of p.lumpSums) {
          inRange(l.amount, toolLimits.lumpAmount)
          inRange(l.month, { min: 1, max: p.months, decimals: 0 })
        }
        expect(['reduce-emi', 'reduce-tenure']).toContain(p.mode)

        const e = parseEligibilityQuery(query)
        for (const [v, r] of [
          [e.netMonthlyIncome, toolLimits.income],
          [e.existingEmis, toolLimits.existingEmis],
          [e.age, toolLimits.age],
          [e.rate, toolLimits.rate],
          [e.months, toolLimits.months],
          [e.retirementAge, toolLimits.retirementAge],
          [Math.round(e.foir * 100), toolLimits.foirPercent],
        ] as const)
          inRange(v, r)
        // A whole per cent, give or take binary fractions: 0.28 * 100 is 28.000000000000004.
        expect(e.foir * 100).toBeCloseTo(Math.round(e.foir * 100), 9)
        expect(loanTypeKeys).toContain(e.loanType)

        const b = parseBalanceTransferQuery(query)
        for (const [v, r] of [
          [b.outstanding, toolLimits.outstanding],
          [b.currentRate, toolLimits.rate],
          [b.newRate, toolLimits.rate],
          [b.remainingMonths, toolLimits.months],
          [b.fees, toolLimits.charges],
        ] as const)
          inRange(v, r)

        const c = parseCompareQuery(query)
        expect(c.offers.length).toBeGreaterThanOrEqual(2)
        expect(c.offers.length).toBeLessThanOrEqual(MAX_OFFERS)
        for (const o of c.offers) {
          inRange(o.amount, toolLimits.amount)
          inRange(o.rate, toolLimits.rate)
          inRange(o.months, toolLimits.months)
          inRange(o.otherCharges, toolLimits.charges)
          expect(o.label.length).toBeGreaterThan(0)
          expect(Array.from(o.label).length).toBeLessThanOrEqual(OFFER_LABEL_MAX)
          expect(o.label).not.toMatch(/[\p{C}]/u)
        }

        const r = parseRateConverterQuery(query)
        inRange(r.amount, toolLimits.amount)
        inRange(r.rate, rateKindLimits[r.kind])
        inRange(r.months, toolLimits.months)
        inRange(r.fee.value, r.fee.kind === 'percent' ? toolLimits.feePercent : toolLimits.feeRupees)

        const co = parseCoolingOffQuery(query)
        inRange(co.days, coolingOffLimits.days)
        inRange(co.period, coolingOffLimits.period)
      }),
      { numRuns: 300 },
    )
  })

  test('parsing the shareable query of parsed inputs gives the same inputs back', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const t = withoutCapped(parseTrueCostQuery(query))
        expect(withoutCapped(parseTrueCostQuery(back(trueCostQuery(t))))).toEqual(t)
        const p = withoutCapped(parsePrepaymentQuery(query))
        expect(withoutCapped(parsePrepaymentQuery(back(prepaymentQuery(p))))).toEqual(p)
        const e = withoutCapped(parseEligibilityQuery(query))
        expect(withoutCapped(parseEligibilityQuery(back(eligibilityQuery(e))))).toEqual(e)
        const b = withoutCapped(parseBalanceTransferQuery(query))
        expect(withoutCapped(parseBalanceTransferQuery(back(balanceTransferQuery(b))))).toEqual(b)
        const c = parseCompareQuery(query).offers
        expect(parseCompareQuery(back(compareQuery(c))).offers).toEqual(c)
        const r = withoutCapped(parseRateConverterQuery(query))
        expect(withoutCapped(parseRateConverterQuery(back(rateConverterQuery(r))))).toEqual(r)
      }),
      { numRuns: 300 },
    )
  })
})
