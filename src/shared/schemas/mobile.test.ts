import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fieldErrors } from '../forms'
import { englishMessages as applyMessages, inEnglish } from '#tests/setup/form-words'
import { contactSchema } from './contact'
import { loanApplicationSchema } from './loan-application'
import { mobileDigits } from './mobile'

// The one mobile rule (docs/decisions/190), through both forms' schemas: the browser's live check and
// the server's parse are these schemas, and the JSON API parses with them too.

const enquiry = { FirstName: 'Asha', MobileNumber: '', City: 'Pune', LoanType: 'Home Loan' }
const application = {
  loanAmount: '2,50,000',
  monthlyIncome: '45000',
  purpose: 'Wedding',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  panCard: 'ABCDE1234F',
  mobileNumber: '',
  companyName: 'Acme Works',
  pinCode: '201310',
  gender: 'FEMALE',
  dateOfBirth: '15/08/1990',
  state: 'Maharashtra',
  city: 'Pune',
  isChecked: 'on',
}

/** What each form makes of a typed mobile: its stored ten digits, or the message under the field. */
function throughForms(written: string): { contact: string; apply: string } {
  const contact = contactSchema.safeParse({ ...enquiry, MobileNumber: written })
  const apply = loanApplicationSchema.safeParse({ ...application, mobileNumber: written })
  return {
    contact: contact.success ? contact.data.MobileNumber : inEnglish(fieldErrors(contact.error.issues)).MobileNumber!,
    apply: apply.success ? apply.data.mobileNumber : inEnglish(fieldErrors(apply.error.issues)).mobileNumber!,
  }
}

const digit = (from: number, to: number) => fc.integer({ min: from, max: to }).map(String)
const tenDigits = (first: fc.Arbitrary<string>) =>
  fc.tuple(first, fc.array(digit(0, 9), { minLength: 9, maxLength: 9 })).map(([d, rest]) => d + rest.join(''))
/** How an Indian mobile is written in front of its ten digits. */
const prefix = fc.constantFrom('', '+91', '91', '0')
/** Spaces and hyphens between any two characters, and around the whole. */
const separator = fc.array(fc.constantFrom(' ', '-'), { maxLength: 2 }).map((s) => s.join(''))

/** The number written with a prefix, each character followed by its own run of separators. */
const written = (digits: fc.Arbitrary<string>) =>
  fc.tuple(digits, prefix, separator).chain(([ten, front, lead]) => {
    const chars = [...`${front}${ten}`]
    return fc
      .array(separator, { minLength: chars.length, maxLength: chars.length })
      .map((gaps) => ({ ten, text: lead + chars.map((c, i) => c + gaps[i]).join('') }))
  })

describe('a mobile number, however an Indian writes it', () => {
  test('with +91, 91, 0 or nothing in front, and spaces and hyphens anywhere, both forms keep its 10 digits', () => {
    fc.assert(
      fc.property(written(tenDigits(digit(6, 9))), ({ ten, text }) => {
        expect(mobileDigits(text)).toBe(ten)
        expect(throughForms(text)).toEqual({ contact: ten, apply: ten })
      }),
      { numRuns: 200 },
    )
  })

  test('ten digits that start with 0 to 5 are no Indian mobile: both forms refuse them with the one message, however written', () => {
    const invalid = applyMessages.mobileInvalid
    expect(invalid).toBe('Enter a valid 10-digit mobile number')
    fc.assert(
      fc.property(written(tenDigits(digit(0, 5))), ({ text }) => {
        expect(mobileDigits(text)).toBeNull()
        expect(throughForms(text)).toEqual({ contact: invalid, apply: invalid })
      }),
      { numRuns: 200 },
    )
  })

  test('the samples of the issue: two ways in, two refused, and a box left empty is required', () => {
    expect(throughForms('09876543210')).toEqual({ contact: '9876543210', apply: '9876543210' })
    expect(throughForms('+91 98765 43210')).toEqual({ contact: '9876543210', apply: '9876543210' })
    const refused = { contact: applyMessages.mobileInvalid, apply: applyMessages.mobileInvalid }
    expect(throughForms('0987654321')).toEqual(refused)
    expect(throughForms('5876543210')).toEqual(refused)
    expect(throughForms('  ')).toEqual({ contact: applyMessages.mobileRequired, apply: applyMessages.mobileRequired })
  })

  test('anything else around the digits is refused: other prefixes, dots, brackets, too few or too many digits', () => {
    for (const text of [
      '+92 98765 43210',
      '0091 98765 43210',
      '98765.43210',
      '(987) 654 3210',
      '98765 4321',
      '+91 98765 432101',
      '9876543210x',
    ])
      expect(mobileDigits(text)).toBeNull()
  })
})
