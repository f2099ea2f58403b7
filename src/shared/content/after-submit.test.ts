import { describe, expect, test } from 'vitest'
import { documentLists, documentsFor } from './after-submit'
import { loanTypeKeys } from './loan-types'
import { services } from './services'

describe('each loan has its own list of documents (docs/decisions/167)', () => {
  test('a car-loan applicant is asked for the car’s papers, never for property documents', () => {
    const car = documentsFor('car')
    expect(car).toContain('Proforma invoice from the dealer, or the registration certificate (RC) of a used car')
    expect(car.join(' ')).not.toMatch(/property|title deed/i)
  })

  test('a loan against property is its own entry, with the property papers and without the car’s', () => {
    const lap = documentLists['loan-against-property']
    expect(lap).toContain('Property documents: title deed, chain of ownership documents and approved plan')
    expect(lap.join(' ')).not.toMatch(/\bcar\b|vehicle|dealer/i)
  })

  test('the car-loan page shows both lists, each under its own heading', () => {
    expect(services['car-loan'].docs).toBe(documentLists.car)
    expect(services['car-loan'].alsoDocs).toEqual({ heading: 'For a loan against property', docs: documentLists['loan-against-property'] })
  })

  test('every loan type has a list that starts with the PAN; a home loan asks for its property papers', () => {
    for (const key of loanTypeKeys) expect(documentsFor(key)[0], key).toMatch(/^PAN card/)
    expect(documentsFor('home').join(' ')).toMatch(/title deed/)
  })
})
