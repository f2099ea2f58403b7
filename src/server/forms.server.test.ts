import { describe, expect, test } from 'vitest'
import { catalogues } from '../shared/i18n'
import { contactSchema } from '../shared/schemas/contact'
import { blogFieldsSchema, blogMessages } from '../shared/schemas/blog'
import { parseInput } from './forms.server'
import { DomainError } from './http-error.server'

// The route parses a request with its schema; services take the typed result (docs/decisions/185).
const enquiry = { FirstName: '  Asha Devi ', MobileNumber: '9876543210', City: 'Greater Noida', LoanType: 'Home Loan' }
const refusal = (run: () => unknown): unknown => {
  try {
    run()
  } catch (err) {
    return err
  }
  throw new Error('not refused')
}

describe('parseInput', () => {
  test('input the schema accepts comes back typed, as the schema outputs it', () => {
    expect(parseInput(contactSchema, enquiry, 'unused')).toEqual({ ...enquiry, FirstName: 'Asha Devi' })
  })

  test('an invalid enquiry is refused as invalid, with the given message and one message key per field, in order', () => {
    const message = catalogues.en.contact.copy.invalid
    const refused = refusal(() => parseInput(contactSchema, { ...enquiry, FirstName: 'John3', MobileNumber: '98765' }, message))
    expect(refused).toBeInstanceOf(DomainError)
    expect(refused).toMatchObject({ kind: 'invalid', message })
    expect(Object.entries((refused as DomainError).errors)).toEqual([
      ['FirstName', 'nameLetters'],
      ['MobileNumber', 'mobileInvalid'],
    ])
  })

  test("the route's own refusal comes along with the schema's, and refuses valid input too", () => {
    const fields = { blogTitle: 'T', blogCategory: 'Home Loans', blogTag: 'Guide', blogContent: 'Body' }
    const image = { image: blogMessages.missing }
    expect(refusal(() => parseInput(blogFieldsSchema, fields, blogMessages.missing, image))).toMatchObject({
      kind: 'invalid',
      errors: image,
    })
    const both = refusal(() => parseInput(blogFieldsSchema, { ...fields, blogTag: '' }, blogMessages.missing, image))
    expect((both as DomainError).errors).toEqual({ blogTag: blogMessages.missing, image: blogMessages.missing })
  })
})
