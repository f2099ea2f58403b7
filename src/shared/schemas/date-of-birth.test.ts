import { describe, expect, test } from 'vitest'
import { fieldErrors } from '../forms'
import { dayMonthYear, isoDate, parseDayMonthYear } from './date-of-birth'
import { formErrorKeys as m } from './message-keys'
import { z } from './z'

describe('the one DD/MM/YYYY reader', () => {
  test('reads real calendar dates of the 1900s and 2000s, and nothing else', () => {
    expect(parseDayMonthYear('05/06/1994')).toEqual({ y: 1994, m: 6, d: 5 })
    expect(parseDayMonthYear('29/02/2000')).toEqual({ y: 2000, m: 2, d: 29 })
    for (const raw of [
      '29/02/2001',
      '29/02/1900',
      '31/04/1990',
      '00/01/1990',
      '05/13/1994',
      '5/6/1994',
      '05/06/94',
      '1994-06-05',
      '05/06/1894',
    ])
      expect([raw, parseDayMonthYear(raw)]).toEqual([raw, null])
    expect(isoDate({ y: 1994, m: 6, d: 5 })).toBe('1994-06-05')
  })

  test('as a zod piece: the form’s messages, a rule of its own, the stored date out', () => {
    const field = z.object({
      dob: dayMonthYear({ required: m.dobRequired, invalid: m.dobInvalid }, (d) => (d.y > 2010 ? m.dobUnder18 : null)),
    })
    const messageFor = (dob: string) => {
      const parsed = field.safeParse({ dob })
      return parsed.success ? parsed.data.dob : fieldErrors(parsed.error.issues).dob
    }
    expect(messageFor('')).toBe(m.dobRequired)
    expect(messageFor('31/02/1990')).toBe(m.dobInvalid)
    expect(messageFor('01/01/2011')).toBe(m.dobUnder18)
    expect(messageFor('15/08/1990')).toBe('1990-08-15')
  })
})
