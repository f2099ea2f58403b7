import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { trueCost } from './apr'
import { compareOffers, type Offer } from './compare'

const offer = (label: string, over: Partial<Offer> = {}): Offer => ({
  label,
  amount: 3_00_000,
  rate: 10.99,
  months: 24,
  fee: { kind: 'percent', value: 2.5 },
  gstOnFee: true,
  otherCharges: 0,
  ...over,
})

describe('comparing offers', () => {
  test('each row is the offer’s true cost under its own label', () => {
    const offers = [offer('Kotak'), offer('RBL', { amount: 47_000, rate: 21, fee: { kind: 'rupees', value: 1_175 } })]
    const { rows } = compareOffers(offers)
    expect(rows.map((r) => r.label)).toEqual(['Kotak', 'RBL'])
    offers.forEach((o, i) => expect(rows[i]).toEqual({ label: o.label, ...trueCost(o) }))
  })

  test('a lower rate with a big fee can cost more than a higher rate with none', () => {
    // ₹3 lakh over 2 years: 10.99 % with 2.5 % + GST (₹8,850) vs 11.75 % with no fee.
    const { rows, cheapest } = compareOffers([
      offer('Low rate, big fee'),
      offer('Higher rate, no fee', { rate: 11.75, fee: { kind: 'rupees', value: 0 } }),
    ])
    expect(rows[0]!.totalCost).toBe(35_543 + 7_500 + 1_350)
    expect(rows[1]!.totalCost).toBeLessThan(rows[0]!.totalCost)
    expect(cheapest).toBe(1)
  })

  test('equal total costs go to the lower APR: the same fee spread over longer costs less a year', () => {
    // Two 'no-cost EMI' offers on ₹1,20,000 at 0 %, each with a ₹3,000 fee: ₹3,000 in all either way.
    const noCost = { amount: 1_20_000, rate: 0, fee: { kind: 'rupees', value: 3_000 }, gstOnFee: false } as const
    const { rows, cheapest } = compareOffers([offer('12 months', { ...noCost, months: 12 }), offer('24 months', { ...noCost, months: 24 })])
    expect(rows.map((r) => r.totalCost)).toEqual([3_000, 3_000])
    expect(rows[1]!.apr).toBeLessThan(rows[0]!.apr)
    expect(cheapest).toBe(1)
  })

  test('a full tie keeps the first offer', () => {
    expect(compareOffers([offer('First'), offer('Second')]).cheapest).toBe(0)
  })

  test('no offers, no cheapest', () => {
    expect(compareOffers([])).toEqual({ rows: [], cheapest: -1 })
  })
})

const offerArb = fc.record({
  label: fc.string({ maxLength: 10 }),
  amount: fc.integer({ min: 50_000, max: 1_00_00_000 }),
  rate: fc.integer({ min: 100, max: 3_000 }).map((x) => x / 100),
  months: fc.integer({ min: 1, max: 360 }),
  fee: fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 1_000 }).map((x) => x / 100) }),
    fc.record({ kind: fc.constant('rupees' as const), value: fc.integer({ min: 0, max: 5_00_000 }) }),
  ),
  gstOnFee: fc.boolean(),
  otherCharges: fc.integer({ min: 0, max: 5_00_000 }),
})

describe('properties', () => {
  test('the cheapest offer has the lowest total cost, and among equals the lowest APR', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { minLength: 1, maxLength: 5 }), (offers) => {
        const { rows, cheapest } = compareOffers(offers)
        const best = rows[cheapest]!
        for (const row of rows) {
          expect(best.totalCost).toBeLessThanOrEqual(row.totalCost)
          if (row.totalCost === best.totalCost) expect(best.apr).toBeLessThanOrEqual(row.apr)
        }
      }),
    )
  })
})
