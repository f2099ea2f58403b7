import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Lender, LenderProduct } from '../content/lenders'
import { loanTypeKeys, type LoanTypeKey } from '../content/loan-types'
import { stateNames } from '../content/states'
import { parseTrueCostQuery, trueCostQuery } from '../loan-tools/inputs'
import { trueCost } from '../loan-tools/apr'
import { ageOn, matchOffers, type Catalogue, type MatchFacts, type Offer } from './match'

const lender = (id: number, displayName: string, coolingOffDays = 3): Lender => ({
  id,
  legalName: `${displayName} Limited`,
  displayName,
  rbiRegistration: `N-${id}`,
  website: 'https://example.test',
  grievanceUrl: 'https://example.test/g',
  grievancePhone: '+91 00000 00000',
  penalCharges: '2% a month on the overdue instalment',
  penalMonthlyBp: 200,
  penalPerInstalment: null,
  coolingOffDays,
  active: true,
  sample: true,
  mark: null,
})

type ProductTerms = Pick<LenderProduct, 'id' | 'lenderId' | 'loanType' | 'minAmount' | 'maxAmount' | 'minTenure' | 'maxTenure'> &
  Partial<LenderProduct>
const product = (p: ProductTerms): LenderProduct => ({
  rate: { kind: 'fixed', rateBp: 1350 },
  processingFeeBp: 200,
  preClosure: 'None',
  minMonthlyIncome: 25_000,
  minAge: 21,
  maxAge: 58,
  maxAgeAtEnd: 60,
  states: 'all',
  active: true,
  ...p,
})

// The sample catalogue's personal loans and two lenders that offer none (src/shared/content/lenders.ts
// seeds the same rows: db/migrations/20261128200000_lenders.ts).
const SOUTH = ['Tamil Nadu', 'Karnataka', 'Kerala', 'Andhra Pradesh', 'Telangana', 'Puducherry']
const METROS = ['Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', 'Telangana', 'Gujarat']
const sample: Catalogue = {
  lenders: [
    lender(1, 'Sahyog Finance'),
    lender(2, 'Trivan Bank', 1),
    lender(3, 'Nirmala Capital'),
    lender(4, 'Pankh Credit', 2),
    lender(5, 'Kaveri Fincorp'),
    lender(6, 'Pragati Bank', 1),
  ],
  products: [
    product({
      id: 1,
      lenderId: 1,
      loanType: 'personal',
      minAmount: 50_000,
      maxAmount: 10_00_000,
      minTenure: 12,
      maxTenure: 60,
      minAge: 23,
    }),
    product({
      id: 3,
      lenderId: 2,
      loanType: 'personal',
      minAmount: 1_00_000,
      maxAmount: 10_00_000,
      minTenure: 12,
      maxTenure: 72,
      rate: { kind: 'fixed', rateBp: 1075 },
      processingFeeBp: 100,
      minMonthlyIncome: 50_000,
      states: METROS,
    }),
    product({
      id: 6,
      lenderId: 3,
      loanType: 'personal',
      minAmount: 15_000,
      maxAmount: 3_00_000,
      minTenure: 6,
      maxTenure: 36,
      rate: { kind: 'fixed', rateBp: 2200 },
      processingFeeBp: 300,
      minMonthlyIncome: 15_000,
      maxAge: 55,
      maxAgeAtEnd: 58,
    }),
    product({ id: 7, lenderId: 4, loanType: 'business', minAmount: 50_000, maxAmount: 10_00_000, minTenure: 6, maxTenure: 36 }),
    product({
      id: 8,
      lenderId: 5,
      loanType: 'personal',
      minAmount: 25_000,
      maxAmount: 5_00_000,
      minTenure: 12,
      maxTenure: 48,
      rate: { kind: 'fixed', rateBp: 1600 },
      processingFeeBp: 250,
      minMonthlyIncome: 20_000,
      states: SOUTH,
    }),
    product({ id: 10, lenderId: 6, loanType: 'home', minAmount: 3_00_000, maxAmount: 10_00_000, minTenure: 60, maxTenure: 240 }),
  ],
}

const asha: MatchFacts = {
  loanType: 'personal',
  amount: 5_00_000,
  monthlyIncome: 60_000,
  dateOfBirth: '1994-06-15',
  state: 'Maharashtra',
  appliedOn: '2026-11-28',
}

describe('every matching offer, by the published rule', () => {
  test('a ₹5 lakh personal loan in Maharashtra: Trivan Bank then Sahyog Finance, and why the others are not there', () => {
    const { offers, unmatched } = matchOffers(asha, sample)
    // Worked independently (Python, the reducing-balance formula and a bisection of the IRR):
    // ₹5,00,000 at 10.75% for 36 months is ₹16,310 a month; 1% fee ₹5,000 + GST ₹900; APR 11.57%.
    // At 13.5%: ₹16,968 a month; 2% fee ₹10,000 + GST ₹1,800; APR 15.18%.
    expect(offers.map((o) => [o.lender, o.tenure, o.emi, o.fee, o.gst, o.apr.toFixed(2)])).toEqual([
      ['Trivan Bank', 36, 16_310, 5_000, 900, '11.57'],
      ['Sahyog Finance', 36, 16_968, 10_000, 1_800, '15.18'],
    ])
    expect(offers[0]!.totalInterest).toBe(87_168)
    expect(offers[0]!.totalCost).toBe(87_168 + 5_000 + 900)
    expect(unmatched.map((u) => [u.lender, u.reason])).toEqual([
      ['Kaveri Fincorp', { rule: 'state', state: 'Maharashtra' }],
      ['Nirmala Capital', { rule: 'amount', min: 15_000, max: 3_00_000 }],
      ['Pankh Credit', { rule: 'loanType', loanType: 'personal' }],
      ['Pragati Bank', { rule: 'loanType', loanType: 'personal' }],
    ])
  })

  test('another tenure: each offer takes it, or the nearest end of its range, and says which', () => {
    const { offers } = matchOffers({ ...asha, amount: 2_00_000, state: 'Karnataka' }, sample, 60)
    expect(offers.map((o) => [o.lender, o.tenure, o.tenureFit])).toEqual([
      ['Trivan Bank', 60, 'asked'],
      ['Sahyog Finance', 60, 'asked'],
      ['Kaveri Fincorp', 48, 'longest'],
      ['Nirmala Capital', 36, 'longest'],
    ])
  })

  test('the age when the loan ends counts the tenure: at 58, a 36-month loan ends past 60, a 12-month one does not', () => {
    const older = { ...asha, dateOfBirth: '1968-06-15', amount: 2_00_000, monthlyIncome: 30_000, state: 'Kerala' }
    expect(ageOn(older.dateOfBirth, older.appliedOn)).toBe(58)
    expect(matchOffers(older, sample).unmatched.find((u) => u.lender === 'Sahyog Finance')?.reason).toEqual({ rule: 'ageAtEnd', max: 60 })
    // At 57 it ends at 60 exactly, which the rule allows.
    expect(matchOffers({ ...older, dateOfBirth: '1969-06-15' }, sample).offers.map((o) => o.lender)).toContain('Sahyog Finance')
    expect(matchOffers(older, sample, 12).offers.map((o) => o.lender)).toEqual(['Sahyog Finance', 'Kaveri Fincorp'])
  })

  test('an application that matches nothing names every lender with its reason', () => {
    const { offers, unmatched } = matchOffers({ ...asha, monthlyIncome: 12_000 }, sample)
    expect(offers).toEqual([])
    expect(unmatched.map((u) => u.lender).sort()).toEqual(sample.lenders.map((l) => l.displayName).sort())
    expect(unmatched.find((u) => u.lender === 'Sahyog Finance')?.reason).toEqual({ rule: 'income', min: 25_000 })
  })

  test('a paused product or lender is neither offered nor named', () => {
    const paused: Catalogue = {
      lenders: sample.lenders.map((l) => (l.id === 2 ? { ...l, active: false } : l)),
      products: sample.products.map((p) => (p.id === 1 ? { ...p, active: false } : p)),
    }
    const { offers, unmatched } = matchOffers(asha, paused)
    expect(offers).toEqual([])
    expect(unmatched.map((u) => u.lender)).not.toContain('Trivan Bank')
    expect(unmatched.find((u) => u.lender === 'Sahyog Finance')?.reason).toEqual({ rule: 'loanType', loanType: 'personal' })
  })
})

// ── Properties over random applications and random catalogues ───────────────────────────────────

const day = fc
  .date({ min: new Date('1940-01-01'), max: new Date('2008-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const factsArb: fc.Arbitrary<MatchFacts> = fc.record({
  loanType: fc.constantFrom(...loanTypeKeys),
  amount: fc.integer({ min: 10_000, max: 20_00_000 }),
  monthlyIncome: fc.integer({ min: 0, max: 2_00_000 }),
  dateOfBirth: day,
  state: fc.constantFrom(...stateNames.slice(0, 8)),
  appliedOn: fc.constantFrom('2026-11-28', '2027-02-28', '2028-02-29'),
})

const productArb = (id: number, lenderId: number): fc.Arbitrary<LenderProduct> =>
  fc
    .record({
      loanType: fc.constantFrom<LoanTypeKey>(...loanTypeKeys),
      amounts: fc.tuple(fc.integer({ min: 10_000, max: 20_00_000 }), fc.integer({ min: 10_000, max: 20_00_000 })),
      // Within the true-cost tool's limits (src/shared/loan-tools/inputs.ts), so its own page can compute each offer too.
      tenures: fc.tuple(fc.integer({ min: 1, max: 360 }), fc.integer({ min: 1, max: 360 })),
      rateBp: fc.integer({ min: 1, max: 3_000 }),
      feeBp: fc.integer({ min: 0, max: 1_000 }),
      income: fc.integer({ min: 0, max: 1_50_000 }),
      ages: fc.tuple(fc.integer({ min: 18, max: 80 }), fc.integer({ min: 18, max: 80 })),
      endAge: fc.integer({ min: 18, max: 100 }),
      states: fc.oneof(fc.constant('all' as const), fc.subarray(stateNames.slice(0, 8), { minLength: 1 })),
      active: fc.boolean(),
    })
    .map((r) => ({
      id,
      lenderId,
      loanType: r.loanType,
      minAmount: Math.min(...r.amounts),
      maxAmount: Math.max(...r.amounts),
      minTenure: Math.min(...r.tenures),
      maxTenure: Math.max(...r.tenures),
      rate: { kind: 'fixed', rateBp: r.rateBp },
      processingFeeBp: r.feeBp,
      preClosure: 'None',
      minMonthlyIncome: r.income,
      minAge: Math.min(...r.ages),
      maxAge: Math.max(...r.ages),
      maxAgeAtEnd: r.endAge,
      states: r.states,
      active: r.active,
    }))

const catalogueArb: fc.Arbitrary<Catalogue> = fc.integer({ min: 0, max: 6 }).chain((n) =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: n, maxLength: n }), fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }))
    .chain(([active, counts]) => {
      const lenders = active.map((a, i) => ({ ...lender(i + 1, `Lender ${String.fromCharCode(90 - i)}`), active: a }))
      let id = 0
      const products = counts.flatMap((c, i) => Array.from({ length: c }, () => productArb(++id, i + 1)))
      return fc.tuple(...products).map((ps) => ({ lenders, products: ps }))
    }),
)

/** The rule as the rule page words it, checked plainly: the age counts a birthday once its day and month are reached. */
function meetsEveryRule(p: LenderProduct, f: MatchFacts, tenure: number): boolean {
  const birthdayPassed = f.appliedOn.slice(5) >= f.dateOfBirth.slice(5)
  const age = Number(f.appliedOn.slice(0, 4)) - Number(f.dateOfBirth.slice(0, 4)) - (birthdayPassed ? 0 : 1)
  return (
    p.loanType === f.loanType &&
    f.amount >= p.minAmount &&
    f.amount <= p.maxAmount &&
    f.monthlyIncome >= p.minMonthlyIncome &&
    age >= p.minAge &&
    age <= p.maxAge &&
    age + tenure / 12 <= p.maxAgeAtEnd &&
    (p.states === 'all' || p.states.includes(f.state))
  )
}

/** The offer as the true-cost tool computes it from the offer's own query (its KFS link). */
function byTheTool(o: Offer) {
  const query = trueCostQuery({
    amount: o.amount,
    rate: o.rateBp / 100,
    months: o.tenure,
    fee: { kind: 'percent', value: o.processingFeeBp / 100 },
    gstOnFee: true,
    otherCharges: 0,
  })
  return trueCost(parseTrueCostQuery(Object.fromEntries(new URLSearchParams(query))))
}

describe('properties of matching, over random applications and catalogues', () => {
  test('every offer meets every rule of its product, and every active product that meets them is offered', () => {
    fc.assert(
      fc.property(factsArb, catalogueArb, fc.integer({ min: 1, max: 360 }), (facts, catalogue, asked) => {
        const { offers } = matchOffers(facts, catalogue, asked)
        const activeLenders = new Set(catalogue.lenders.filter((l) => l.active).map((l) => l.id))
        const expected = catalogue.products.filter((p) => {
          const tenure = Math.min(Math.max(asked, p.minTenure), p.maxTenure)
          return p.active && activeLenders.has(p.lenderId) && meetsEveryRule(p, facts, tenure)
        })
        expect(offers.map((o) => o.productId).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id))
      }),
      { numRuns: 400 },
    )
  })

  test('every active lender with no offer is named once, with a rule that every one of its products fails by then', () => {
    fc.assert(
      fc.property(factsArb, catalogueArb, (facts, catalogue) => {
        const { offers, unmatched } = matchOffers(facts, catalogue)
        const offering = new Set(offers.map((o) => o.lenderId))
        const active = catalogue.lenders.filter((l) => l.active)
        expect(unmatched.map((u) => u.lenderId).sort()).toEqual(
          active
            .filter((l) => !offering.has(l.id))
            .map((l) => l.id)
            .sort(),
        )
        for (const u of unmatched) {
          const own = catalogue.products.filter((p) => p.lenderId === u.lenderId && p.active)
          // The reason names a real rule: no product of the type, or a figure taken from one of its products.
          if (u.reason.rule === 'loanType') expect(own.every((p) => p.loanType !== facts.loanType)).toBe(true)
          else expect(own.some((p) => p.loanType === facts.loanType)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  test('offers are in order of APR as shown, then by the lender’s name; the figures are the true-cost tool’s', () => {
    fc.assert(
      fc.property(factsArb, catalogueArb, fc.integer({ min: 1, max: 360 }), (facts, catalogue, asked) => {
        const { offers } = matchOffers(facts, catalogue, asked)
        for (let i = 1; i < offers.length; i++) {
          const [a, b] = [offers[i - 1]!, offers[i]!]
          const [x, y] = [Math.round(a.apr * 100), Math.round(b.apr * 100)]
          expect(x < y || (x === y && a.lender.localeCompare(b.lender, 'en') <= 0)).toBe(true)
        }
        for (const o of offers) {
          const tool = byTheTool(o)
          expect([o.emi, o.apr, o.fee, o.gst, o.totalCost]).toEqual([tool.emi, tool.apr, tool.fee, tool.gst, tool.totalCost])
        }
      }),
      { numRuns: 200 },
    )
  })
})
