import { describe, expect, test } from 'vitest'
import { callWindow, withdrewCalls } from './leads'

describe('reaching the borrower (docs/decisions/225)', () => {
  test('the desk calls from 09:00 to before 19:00 India time, whatever the server’s clock', () => {
    // India is UTC+5:30: 03:29 UTC is 08:59 there.
    expect(callWindow(new Date('2026-11-30T03:29:00Z'))).toEqual({ open: false, time: '08:59' })
    expect(callWindow(new Date('2026-11-30T03:30:00Z'))).toEqual({ open: true, time: '09:00' })
    expect(callWindow(new Date('2026-11-30T13:29:00Z'))).toEqual({ open: true, time: '18:59' })
    expect(callWindow(new Date('2026-11-30T13:30:00Z'))).toEqual({ open: false, time: '19:00' })
    expect(callWindow(new Date('2026-11-30T20:00:00Z'))).toEqual({ open: false, time: '01:30' })
  })

  test('"Do not call" only once consent to calls was given and then withdrawn', () => {
    const row = (purpose: string, given: boolean) => ({ purpose, given })
    expect(withdrewCalls([])).toBe(false)
    expect(withdrewCalls([row('partner_calls', false)])).toBe(false)
    expect(withdrewCalls([row('partner_calls', true)])).toBe(false)
    expect(withdrewCalls([row('partner_calls', true), row('marketing', false), row('partner_calls', false)])).toBe(true)
    expect(withdrewCalls([row('partner_calls', true), row('partner_calls', false), row('partner_calls', true)])).toBe(false)
    expect(withdrewCalls([row('marketing', true), row('marketing', false)])).toBe(false)
  })
})
