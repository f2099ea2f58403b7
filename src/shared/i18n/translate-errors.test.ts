import { describe, expect, test } from 'vitest'
import { translateErrors } from './translate-errors'

describe('a form message in the page language', () => {
  const english = { required: 'Email is required', invalid: 'Enter a valid email' }
  const hindi = { required: 'ईमेल आवश्यक है', invalid: 'मान्य ईमेल दर्ज करें' }

  test('each English message becomes the same key of the Hindi table, field by field', () => {
    expect(translateErrors({ email: 'Enter a valid email', other: 'Email is required' }, english, hindi)).toEqual({
      email: 'मान्य ईमेल दर्ज करें',
      other: 'ईमेल आवश्यक है',
    })
  })

  test('a message missing from the table is shown as it came', () => {
    expect(translateErrors({ email: 'Something else' }, english, hindi)).toEqual({ email: 'Something else' })
  })
})
