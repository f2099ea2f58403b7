import { describe, expect, test } from 'vitest'
import { en } from './en'
import { fill } from './fill'
import { hi } from './hi'
import { plural } from './plural'

describe('plural() picks the form the language’s grammar asks for', () => {
  test('English: 1 month, 0 months, 2 months', () => {
    const months = en.tools.shared.monthCount
    expect([0, 1, 2, 12].map((n) => fill(plural('en', n, months), { n }))).toEqual(['0 months', '1 month', '2 months', '12 months'])
  })

  test('Hindi: CLDR puts 0 with 1 ("0 महीना", "1 महीना") and 2 on ("2 महीने")', () => {
    const months = hi.tools.shared.monthCount
    expect([0, 1, 2, 12].map((n) => fill(plural('hi', n, months), { n }))).toEqual(['0 महीना', '1 महीना', '2 महीने', '12 महीने'])
  })

  test('a fraction under one is "one" in Hindi and "other" in English, as CLDR says', () => {
    const forms = { one: 'one', other: 'other' }
    expect([plural('hi', 0.5, forms), plural('en', 0.5, forms), plural('en', 1.5, forms)]).toEqual(['one', 'other', 'other'])
  })
})
