import { describe, expect, test } from 'vitest'
import { formatCalendarDate, formatGender } from './date'
import { wrapWords } from './text'

describe('the admin’s details, in words (issue 24)', () => {
  test('a date of birth reads "25 Nov 2008", whatever the time zone; a broken one is empty', () => {
    expect(formatCalendarDate('2008-11-25')).toBe('25 Nov 2008')
    expect(formatCalendarDate('2000-02-29')).toBe('29 Feb 2000')
    expect(formatCalendarDate('')).toBe('')
    expect(formatCalendarDate('25/11/2008')).toBe('')
  })

  test('genders in words', () => {
    expect(['MALE', 'FEMALE', 'OTHER', ''].map(formatGender)).toEqual(['Male', 'Female', 'Other', ''])
  })

  test('a long chart label wraps at spaces, never inside a word', () => {
    expect(wrapWords('Erased (purpose removed)', 14)).toEqual(['Erased', '(purpose', 'removed)'])
    expect(wrapWords('Medical Emergency', 14)).toEqual(['Medical', 'Emergency'])
    expect(wrapWords('Home Emergency', 14)).toEqual(['Home Emergency'])
  })
})
