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
    expect(compareOffers([])).toEqual({ rows: [], cheapest: -1, order: [], by: 'cost' })
  })

  test('a ₹1 lakh loan at 10% is not "cheaper" than a ₹50 lakh loan at 9%: different amounts are ranked by APR', () => {
    const c = compareOffers([
      offer('Small', { amount: 1_00_000, rate: 10, fee: { kind: 'rupees', value: 0 } }),
      offer('Large', { amount: 50_00_000, rate: 9, fee: { kind: 'rupees', value: 0 } }),
    ])
    expect(c.rows[0]!.totalCost).toBeLessThan(c.rows[1]!.totalCost)
    expect(c.by).toBe('apr')
    expect(c.cheapest).toBe(1)
    expect(c.order).toEqual([1, 0])
  })

  test('different tenures are ranked by APR too; the same amount and tenure by total cost', () => {
    expect(compareOffers([offer('Short'), offer('Long', { months: 36 })]).by).toBe('apr')
    expect(compareOffers([offer('A'), offer('B', { rate: 12 })]).by).toBe('cost')
  })

  test('an offer whose fees swallow its loan is never the cheapest and comes last', () => {
    const c = compareOffers([offer('Nothing left', { otherCharges: 5_00_000 }), offer('Fine', { rate: 14 })])
    expect(c.rows[0]!.netDisbursed).toBeLessThanOrEqual(0)
    expect(c.cheapest).toBe(1)
    expect(c.order).toEqual([1, 0])
  })

  test('three offers come out cheapest first', () => {
    const c = compareOffers([offer('Mid', { rate: 11 }), offer('Dear', { rate: 13 }), offer('Cheap', { rate: 9 })])
    expect(c.order.map((i) => c.rows[i]!.label)).toEqual(['Cheap', 'Mid', 'Dear'])
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
  test('the cheapest offer has the lowest total cost (same loans) or APR (different loans) among those that disburse something', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { minLength: 1, maxLength: 5 }), fc.boolean(), (drawn, same) => {
        const offers = same ? drawn.map((o) => ({ ...o, amount: drawn[0]!.amount, months: drawn[0]!.months })) : drawn
        const { rows, cheapest, order, by } = compareOffers(offers)
        expect([...order].sort((a, b) => a - b)).toEqual(rows.map((_, i) => i))
        const disbursing = rows.filter((r) => r.netDisbursed > 0)
        if (disbursing.length === 0) {
          expect(cheapest).toBe(-1)
          return
        }
        const best = rows[cheapest]!
        const [main, tie] = by === 'cost' ? (['totalCost', 'apr'] as const) : (['apr', 'totalCost'] as const)
        if (same) expect(by).toBe('cost')
        for (const row of disbursing) {
          expect(best[main]).toBeLessThanOrEqual(row[main])
          if (row[main] === best[main]) expect(best[tie]).toBeLessThanOrEqual(row[tie])
        }
      }),
    )
  })
})
