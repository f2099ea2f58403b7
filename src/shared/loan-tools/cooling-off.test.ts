import { describe, expect, test } from 'vitest'
import { coolingOffExit } from './cooling-off'

// principal + principal × APR × days ÷ 365, rounded half up (docs/decisions/211). The figures were
// computed apart from this code, in Python's Decimal (docs/worked-cases/rate-converter-and-cooling-off.py).
describe('worked cases', () => {
  test.each([
    { principal: 1_00_000, apr: 24, days: 3, period: 3, cost: 197 }, // 197.260274
    { principal: 47_000, apr: 24.16, days: 1, period: 3, cost: 31 }, // RBL Bank's KFS APR: 31.110137
    { principal: 3_00_000, apr: 13.44, days: 2, period: 3, cost: 221 }, // 220.931507
    { principal: 5_00_000, apr: 18, days: 0, period: 1, cost: 0 }, // on the day of disbursal
    { principal: 2_00_000, apr: 12.5, days: 3, period: 5, cost: 205 }, // 205.479452
  ])('₹$principal at an APR of $apr% after $days days: ₹$cost of APR on top of the principal', ({ principal, apr, days, period, cost }) => {
    const exit = coolingOffExit({ principal, apr, days, periodDays: period })
    expect(exit.aprCost).toBe(cost)
    expect(exit.repay).toBe(principal + cost)
    expect(exit.open).toBe(true)
  })

  test('the APR is used as a KFS prints it, to two decimals: 24.1548% counts as 24.15%', () => {
    expect(coolingOffExit({ principal: 47_000, apr: 24.154_8, days: 1, periodDays: 3 }).aprCost).toBe(31)
    expect(coolingOffExit({ principal: 1_00_00_000, apr: 24.154_8, days: 30, periodDays: 30 }).aprCost).toBe(
      Math.round((1_00_00_000 * 24.15 * 30) / 36_500),
    )
  })
})

describe('the period', () => {
  test('a 3-day period disbursed on day 0 ends on day 3: open on days 0 to 3, over on day 4', () => {
    const on = (days: number) => coolingOffExit({ principal: 1_00_000, apr: 20, days, periodDays: 3 })
    expect([0, 1, 2, 3].map((d) => on(d).open)).toEqual([true, true, true, true])
    expect(on(4)).toMatchObject({ open: false, lastDay: 3, daysLeft: -1 })
    expect(on(1).daysLeft).toBe(2)
    expect(on(3).daysLeft).toBe(0)
  })

  test('no lender’s period is shorter than RBI’s one day: 0 days is read as 1', () => {
    expect(coolingOffExit({ principal: 1_00_000, apr: 20, days: 1, periodDays: 0 })).toMatchObject({ lastDay: 1, open: true, daysLeft: 0 })
  })
})
