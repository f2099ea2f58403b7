import { describe, expect, test } from 'vitest'
import { decisionTimes, DEFAULT_DECISION_TIME } from '../content/after-submit'
import { ratesAndCharges } from '../content/loan-types'
import { statesAndCities } from '../content/states'
import { loanPurposes } from '../schemas/loan-application'
import { catalogues } from '.'
import { dataName, MissingNameError } from './data-name'
import { locales } from './locales'

/** Every value a page shows through apply.names: what the form sends, the pricing box, the decision times. */
const shownValues = [
  ...loanPurposes,
  ...Object.entries(statesAndCities).flat(2),
  ...Object.entries(ratesAndCharges)
    .filter(([key]) => key !== 'preClosureLoans')
    .map(([, value]) => value),
  DEFAULT_DECISION_TIME,
  ...Object.values(decisionTimes),
]

describe('a value the data holds in English is named in the page’s language', () => {
  test('every other language names every value: the pricing box’s "12 to 96 months" included', () => {
    const missing = locales
      .filter((l) => l !== 'en')
      .flatMap((l) => shownValues.filter((v) => catalogues[l].apply.names[v] === undefined).map((v) => `${l}: ${v}`))
    expect(shownValues).toContain('12 to 96 months')
    expect(missing).toEqual([])
  })

  test('English shows the value as stored; Hindi shows its name', () => {
    expect(dataName(catalogues.en.apply.names, 'en', '12 to 96 months')).toBe('12 to 96 months')
    expect(dataName(catalogues.hi.apply.names, 'hi', '12 to 96 months')).toBe('12 से 96 महीने')
  })

  test('a Hindi page asking for a name the catalogue lacks fails loudly instead of showing English', () => {
    expect(() => dataName(catalogues.hi.apply.names, 'hi', 'A value nobody named')).toThrow(MissingNameError)
  })
})
