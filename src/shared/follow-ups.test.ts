import { describe, expect, test } from 'vitest'
import {
  addWorkingTime,
  afterCall,
  contactDueBy,
  endOfIndiaDay,
  followUpRules,
  indiaDateTimeValue,
  leadAge,
  missedPromiseIfCameBy,
  parseIndiaDateTime,
  subtractWorkingTime,
  WORKING_DAY_MS,
} from './follow-ups'

// India time written as it is read: ist('2026-11-30 15:00') is Monday 30 November, 3 PM in India.
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}:00+05:30`)
const inIndia = (d: Date) => indiaDateTimeValue(d.toISOString()).replace('T', ' ')
const HOUR = 3_600_000

describe('working time: Monday to Saturday, 10:00 to 19:00 India time', () => {
  test('a lead that comes on a Monday afternoon is due for contact at the same time on Tuesday', () => {
    expect(inIndia(contactDueBy(ist('2026-11-30 15:00')))).toBe('2026-12-01 15:00')
  })

  test('a lead that comes on a Saturday evening waits for Monday: Sunday is no working day', () => {
    expect(inIndia(contactDueBy(ist('2026-11-28 18:00')))).toBe('2026-11-30 18:00')
    expect(inIndia(contactDueBy(ist('2026-11-28 21:30')))).toBe('2026-11-30 19:00')
  })

  test('a lead that comes at night or on Sunday is due by the close of the next working day', () => {
    expect(inIndia(contactDueBy(ist('2026-11-29 03:00')))).toBe('2026-11-30 19:00')
    expect(inIndia(contactDueBy(ist('2026-12-01 07:15')))).toBe('2026-12-01 19:00')
  })

  test('no time added is the first office moment, and hours spill into the next working day', () => {
    expect(inIndia(addWorkingTime(ist('2026-11-29 12:00'), 0))).toBe('2026-11-30 10:00')
    expect(inIndia(addWorkingTime(ist('2026-11-30 17:30'), 3 * HOUR))).toBe('2026-12-01 11:30')
  })

  test('subtracting undoes adding', () => {
    const from = ist('2026-12-02 16:45')
    for (const ms of [0, HOUR, 5 * HOUR, WORKING_DAY_MS, 3 * WORKING_DAY_MS])
      expect(subtractWorkingTime(addWorkingTime(from, ms), ms).toISOString()).toBe(from.toISOString())
  })

  test('the cut-off for "not contacted within one working day" agrees with each lead’s own deadline', () => {
    // Every 20 minutes over two weeks, against moments of every kind: in hours, at night, on Sunday.
    const nows = ['2026-12-01 19:00', '2026-12-01 22:00', '2026-11-30 10:00', '2026-11-29 12:00', '2026-12-02 11:20'].map(ist)
    for (const now of nows) {
      const cutOff = missedPromiseIfCameBy(now).getTime()
      for (let t = ist('2026-11-20 00:00').getTime(); t < now.getTime(); t += 20 * 60_000) {
        expect([now.toISOString(), new Date(t).toISOString(), contactDueBy(new Date(t)) <= now]).toEqual([
          now.toISOString(),
          new Date(t).toISOString(),
          t <= cutOff,
        ])
      }
    }
  })

  test('India’s day ends at midnight India time', () => {
    expect(endOfIndiaDay(ist('2026-11-30 23:59')).toISOString()).toBe('2026-11-30T18:30:00.000Z')
    expect(endOfIndiaDay(ist('2026-12-01 00:00')).toISOString()).toBe('2026-12-01T18:30:00.000Z')
  })
})

describe('what a logged call sets', () => {
  const at = ist('2026-11-30 17:00')
  const call = (outcome: Parameters<typeof afterCall>[0]['outcome'], failedBefore = 0, kind: 'application' | 'enquiry' = 'application') =>
    afterCall({ kind, outcome, at, failedBefore, unreachableAfter: 3, callBackAt: ist('2026-12-03 11:00') })
  const next = (r: { next: string | null }) => (r.next ? inIndia(new Date(r.next)) : null)

  test('reached: two working days on; no answer: three office hours on; wrong number: one working day on', () => {
    expect(next(call('reached'))).toBe('2026-12-02 17:00')
    expect(next(call('no_answer'))).toBe('2026-12-01 11:00')
    expect(next(call('wrong_number'))).toBe('2026-12-01 17:00')
  })

  test('a call back is due at the time the borrower asked for, and it starts the failed count again', () => {
    expect(call('call_back', 2)).toEqual({ next: ist('2026-12-03 11:00').toISOString(), failedInARow: 0, unreachable: false })
    expect(call('reached', 2).failedInARow).toBe(0)
  })

  test('the third failed call in a row ends an application as not reachable; an enquiry keeps its next call', () => {
    expect(call('no_answer', 1)).toMatchObject({ failedInARow: 2, unreachable: false })
    expect(call('wrong_number', 2)).toEqual({ next: null, failedInARow: 3, unreachable: true })
    expect(call('no_answer', 2, 'enquiry')).toMatchObject({
      failedInARow: 3,
      unreachable: false,
      next: ist('2026-12-01 11:00').toISOString(),
    })
  })

  test('the rules the admin reads carry the same figures and the number the admin set', () => {
    const rules = followUpRules(4).join('\n')
    expect(rules).toContain('Reached: next call in 2 working days.')
    expect(rules).toContain('No answer: try again in 3 office hours.')
    expect(rules).toContain('Wrong number: try again in 1 working day.')
    expect(rules).toContain('After 4 failed calls in a row')
    expect(followUpRules(1).join('\n')).toContain('After 1 failed call in a row')
  })
})

describe('the words and fields of the Today page', () => {
  test('a lead’s age in minutes, hours, then days', () => {
    const now = ist('2026-12-01 12:00')
    expect(leadAge(ist('2026-12-01 11:59').toISOString(), now)).toBe('1 minute')
    expect(leadAge(ist('2026-12-01 07:00').toISOString(), now)).toBe('5 hours')
    expect(leadAge(ist('2026-11-28 12:00').toISOString(), now)).toBe('3 days')
  })

  test('a date-time field is read as India time, and a day that does not exist is refused', () => {
    expect(parseIndiaDateTime('2026-12-03T11:00')?.toISOString()).toBe('2026-12-03T05:30:00.000Z')
    expect(parseIndiaDateTime('2026-02-30T11:00')).toBeNull()
    expect(parseIndiaDateTime('2026-12-03 11:00')).toBeNull()
    expect(parseIndiaDateTime('2026-12-03T24:00')).toBeNull()
  })
})
