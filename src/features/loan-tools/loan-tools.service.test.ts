import { describe, expect, test } from 'vitest'
import { prepaymentCsv, prepaymentCsvName, prepaymentInputs } from './loan-tools.service.server'

const base = { amount: '1000000', rate: '9', months: '120', mode: 'reduce-tenure', floating: '1', borrower: 'individual' }

describe('the prepayment CSV reads the query as the page does', () => {
  test('a sum typed in the third row, with the second empty, is prepaid', () => {
    const inputs = prepaymentInputs({
      ...base,
      lump1Amount: '100000',
      lump1Month: '12',
      lump3Amount: '50000',
      lump3Month: '24',
      lump3Yearly: '1',
    })
    expect(inputs.lumpSums).toEqual([
      { amount: 1_00_000, month: 12, yearly: false },
      { amount: 50_000, month: 24, yearly: true },
    ])
  })

  test('a hand-made fourth sum is left out, as the form has three rows', () => {
    expect(prepaymentInputs({ ...base, lump4Amount: '500000', lump4Month: '2' }).lumpSums).toEqual([])
  })

  test('garbage gives the clamped schedule, never an error', () => {
    const inputs = prepaymentInputs({ amount: 'abc', rate: '-1', months: '99999', lump1Amount: '<script>', lump1Month: 'x' })
    expect(inputs).toMatchObject({ amount: 10_00_000, rate: 0, months: 360, lumpSums: [] })
    const lines = prepaymentCsv(inputs).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Month,Opening balance (INR),EMI (INR),Interest (INR),Principal (INR),Prepaid (INR),Closing balance (INR)')
    expect(lines).toHaveLength(361)
    expect(lines.at(-1)!.endsWith(',0')).toBe(true)
    expect(prepaymentCsvName(inputs)).toBe('prepayment-schedule-1000000-at-0pc-for-360m.csv')
  })
})
