import { describe, expect, test } from 'vitest'
import { computeEmi } from '#src/shared/emi'
import { scheduleCsv, scheduleFileName } from './emi.service.server'

describe('the schedule CSV', () => {
  test('has a header and one row per month with the displayed figures', () => {
    const result = computeEmi({ amount: 1_00_000, rate: 10, years: 1 })
    const lines = scheduleCsv(result).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Month,Year,Opening balance (INR),Interest (INR),Principal (INR),Closing balance (INR)')
    expect(lines).toHaveLength(13)
    const first = result.monthly[0]!
    expect(lines[1]).toBe(`1,1,100000,${first.interest},${first.principal},${first.closing}`)
    expect(first.interest).toBe(833) // 1,00,000 × 10% / 12 = 833.33
    expect(lines[12]).toMatch(/^12,1,\d+,\d+,\d+,0$/)
  })

  test('a tenure of 0 gives the header only', () => {
    expect(scheduleCsv(computeEmi({ amount: 50_000, rate: 10, years: 0 }))).toBe(
      'Month,Year,Opening balance (INR),Interest (INR),Principal (INR),Closing balance (INR)\r\n',
    )
  })

  test('the file name says what it holds', () => {
    expect(scheduleFileName({ amount: 250000, rate: 10.5, years: 3 })).toBe('emi-schedule-250000-at-10.5pc-for-3y.csv')
  })
})
