import { describe, expect, test } from 'vitest'
import { contactLoanTypes } from '../content/contact'
import { fieldErrors } from '../forms'
import { inEnglish } from '#tests/setup/form-words'
import { contactSchema } from './contact'

const valid = {
  FirstName: 'Asha Devi',
  LastName: 'Sharma',
  MobileNumber: '9876543210',
  City: 'Greater Noida',
  LoanType: 'Home Loan',
  Message: 'I would like to know about home loan rates.',
  Email: 'asha@example.in',
}

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input)
  return result.success ? {} : inEnglish(fieldErrors(result.error.issues))
}

describe('contact enquiry schema', () => {
  test('an empty form gets the four required messages of docs/product.md §16.1 Contact form, and nothing for the optional fields', () => {
    expect(errorsFor({ FirstName: '', LastName: '', MobileNumber: '', City: '', LoanType: '', Message: '', Email: '' })).toEqual({
      FirstName: 'First Name is required',
      MobileNumber: 'Mobile Number is required',
      City: 'City is required',
      LoanType: 'Loan type is required',
    })
  })

  test('a JSON body without the fields gets the same required messages', () => {
    expect(errorsFor({})).toEqual({
      FirstName: 'First Name is required',
      MobileNumber: 'Mobile Number is required',
      City: 'City is required',
      LoanType: 'Loan type is required',
    })
  })

  test('blank spaces count as empty', () => {
    expect(errorsFor({ ...valid, FirstName: '   ', City: ' \t ' })).toEqual({
      FirstName: 'First Name is required',
      City: 'City is required',
    })
  })

  test.each(['John3', 'R2D2', '123', 'Asha_Devi', '<script>', '. -'])('first name %j is refused with the product’s message', (name) => {
    expect(errorsFor({ ...valid, FirstName: name })).toEqual({ FirstName: 'Name should contain only letters' })
  })

  test.each(['John', 'Mary Ann', 'राहुल', 'Rāhul', 'R. K.', 'Ravi-Kumar', "D'Souza"])('first name %j is accepted', (name) => {
    expect(contactSchema.parse({ ...valid, FirstName: name }).FirstName).toBe(name)
  })

  test('a last name follows the same rule when given', () => {
    expect(contactSchema.parse({ ...valid, LastName: "D'Souza-Fernandes" }).LastName).toBe("D'Souza-Fernandes")
    expect(errorsFor({ ...valid, LastName: 'Sharma2' })).toEqual({ LastName: 'Name should contain only letters' })
  })

  test.each(['98765', '98765432101', '0987654321', '5876543210', '98765abcde', '٩٨٧٦٥٤٣٢١٠'])('mobile %j is refused', (mobile) => {
    expect(errorsFor({ ...valid, MobileNumber: mobile })).toEqual({ MobileNumber: 'Enter a valid 10-digit mobile number' })
  })

  test('a mobile number is kept as its 10 digits however it is written: a JSON number, +91, 0, spaces and hyphens (docs/decisions/190)', () => {
    for (const written of [' 9876543210 ', 9876543210, '09876543210', '+91 98765 43210', '+91-98765-43210', '98765 43210'])
      expect(contactSchema.parse({ ...valid, MobileNumber: written }).MobileNumber).toBe('9876543210')
  })

  test.each(contactLoanTypes)('loan type %j is one of the eight options', (loanType) => {
    expect(contactSchema.parse({ ...valid, LoanType: loanType }).LoanType).toBe(loanType)
  })

  test('there are exactly the eight loan types of docs/product.md §14 Entities and fields, and any other value is refused', () => {
    expect(contactLoanTypes).toEqual([
      'Personal Loan',
      'Home Loan',
      'Business Loan',
      'Car Loan',
      'Education Loan',
      'Gold Loan',
      'Loan Against Property',
      'Other',
    ])
    expect(errorsFor({ ...valid, LoanType: 'Credit Card Loan' })).toEqual({ LoanType: 'Choose a loan type from the list' })
  })

  test('last name, message and e-mail may be left out; empty ones become undefined', () => {
    const parsed = contactSchema.parse({ ...valid, LastName: ' ', Message: '', Email: undefined })
    expect(parsed).toEqual({ FirstName: 'Asha Devi', MobileNumber: '9876543210', City: 'Greater Noida', LoanType: 'Home Loan' })
  })

  test.each(['asha', 'asha@', 'asha@example', 'asha @example.in', '@example.in'])('an e-mail given as %j must look like one', (email) => {
    expect(errorsFor({ ...valid, Email: email })).toEqual({ Email: 'Enter a valid email' })
  })

  test('values are trimmed', () => {
    const parsed = contactSchema.parse({ ...valid, FirstName: '  Asha  ', City: ' Pune ', Email: ' asha@example.in ' })
    expect(parsed).toMatchObject({ FirstName: 'Asha', City: 'Pune', Email: 'asha@example.in' })
  })

  test('names and city are capped at 100 characters and the message at 2,000 (docs/product.md §16.1 Contact form)', () => {
    expect(
      contactSchema.safeParse({
        ...valid,
        FirstName: 'a'.repeat(100),
        LastName: 'b'.repeat(100),
        City: 'c'.repeat(100),
        Message: 'm'.repeat(2000),
      }).success,
    ).toBe(true)
    expect(
      errorsFor({ ...valid, FirstName: 'a'.repeat(101), LastName: 'b'.repeat(101), City: 'c'.repeat(101), Message: 'm'.repeat(2001) }),
    ).toEqual({
      FirstName: 'First Name must be at most 100 characters',
      LastName: 'Last Name must be at most 100 characters',
      City: 'City must be at most 100 characters',
      Message: 'Message must be at most 2,000 characters',
    })
  })

  test('values of the wrong type are refused with a message, not a crash', () => {
    const errors = errorsFor({ ...valid, FirstName: ['a'], Message: { x: 1 } })
    expect(errors).toEqual({ FirstName: 'First Name is required', Message: 'Enter your message as text' })
  })
})
