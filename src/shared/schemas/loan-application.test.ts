import { describe, expect, test } from 'vitest'
import { fieldErrors } from '../forms'
import { applyInputs, loanApplicationSchemaAt, parseRupees } from './loan-application'
import { emptyApplyFormMessages } from '#tests/setup/apply-messages'
import { englishMessages as m, inEnglish } from '#tests/setup/form-words'

// A fixed clock: 21 November 2026, 10:00 in India.
const schema = loanApplicationSchemaAt(() => new Date('2026-11-21T04:30:00Z'))

const valid = {
  loanAmount: '2,50,000',
  monthlyIncome: '45000',
  purpose: 'Wedding',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  panCard: 'ABCDE1234F',
  mobileNumber: '9876543210',
  companyName: 'Acme Works',
  pinCode: '201310',
  gender: 'FEMALE',
  dateOfBirth: '15/08/1990',
  state: 'Maharashtra',
  city: 'Pune',
  isChecked: 'on',
}

/** The message the visitor sees under `field` when that one field has `value` (the schema's key, in English). */
function messageFor(field: keyof typeof valid, value: unknown): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value })
  return result.success ? undefined : inEnglish(fieldErrors(result.error.issues))[field]
}

function parsed(field: keyof typeof valid, value: unknown) {
  const result = schema.safeParse({ ...valid, [field]: value })
  if (!result.success) throw new Error(JSON.stringify(fieldErrors(result.error.issues)))
  return result.data[field as keyof typeof result.data]
}

test('a complete application parses into typed, normalised values', () => {
  expect(schema.parse(valid)).toEqual({
    ...valid,
    loanAmount: 250000,
    monthlyIncome: 45000,
    dateOfBirth: '1990-08-15',
    isChecked: true,
  })
})

test('an empty form gets all 14 required messages, one per field', () => {
  const result = schema.safeParse({})
  expect(result.success).toBe(false)
  expect(inEnglish(fieldErrors(result.error!.issues))).toEqual(emptyApplyFormMessages)
})

describe('loan amount', () => {
  test.each([
    ['14,999', m.loanAmountRange],
    ['15,000', undefined],
    ['10,00,000', undefined],
    ['10,00,001', m.loanAmountRange],
    ['14999', m.loanAmountRange],
    ['1000001', m.loanAmountRange],
  ])('%s → %s', (value, message) => expect(messageFor('loanAmount', value)).toBe(message))

  test('Indian grouping, Western grouping, a rupee sign and a JSON number all mean whole rupees', () => {
    expect(parsed('loanAmount', '1,50,000')).toBe(150000)
    expect(parsed('loanAmount', '150,000')).toBe(150000)
    expect(parsed('loanAmount', '₹ 1,50,000')).toBe(150000)
    expect(parsed('loanAmount', 150000)).toBe(150000)
  })

  test('paise, letters and negatives are refused; blank is required', () => {
    expect(messageFor('loanAmount', '150000.50')).toBe(m.wholeRupees)
    expect(messageFor('loanAmount', 'fifty thousand')).toBe(m.wholeRupees)
    expect(messageFor('loanAmount', '-20000')).toBe(m.wholeRupees)
    expect(messageFor('loanAmount', '   ')).toBe('Loan Amount is required')
  })
})

describe('monthly income', () => {
  test.each([
    ['14,999', 'Minimum salary should be ₹15,000'],
    ['15,000', undefined],
    ['2,00,000', undefined],
    ['', 'Monthly Income is required'],
    ['abc', m.wholeRupees],
    ['1,00,00,00,001', m.wholeRupees],
  ])('%s → %s', (value, message) => expect(messageFor('monthlyIncome', value)).toBe(message))
})

describe('PAN card', () => {
  test('lower case is upper-cased before the check', () => expect(parsed('panCard', 'abcde1234f')).toBe('ABCDE1234F'))
  test('spaces inside and around are removed', () => expect(parsed('panCard', ' ABCDE 1234 F ')).toBe('ABCDE1234F'))
  test.each(['ABCDE1234', 'ABCDE1234FG', 'ABCD12345F', '1BCDE1234F', 'ABCDE12345'])('%s is refused', (pan) =>
    expect(messageFor('panCard', pan)).toBe('Enter a valid PAN Card (e.g., ABCDE1234F)'),
  )
})

describe('date of birth', () => {
  test('29/02 of a leap year is a real date, of a non-leap year it is not', () => {
    expect(parsed('dateOfBirth', '29/02/2000')).toBe('2000-02-29')
    expect(messageFor('dateOfBirth', '29/02/2001')).toBe('Enter a valid date (DD/MM/YYYY)')
    expect(messageFor('dateOfBirth', '29/02/1900')).toBe('Enter a valid date (DD/MM/YYYY)')
  })
  test.each(['1990-08-15', '15/8/1990', '31/04/1990', '00/01/1990', '15/13/1990', '15/08/1890', '15/08/90'])(
    '%s is not DD/MM/YYYY',
    (dob) => expect(messageFor('dateOfBirth', dob)).toBe('Enter a valid date (DD/MM/YYYY)'),
  )
  test('a date in the future is refused', () => expect(messageFor('dateOfBirth', '22/11/2026')).toBe(m.dobFuture))
  test('the 18th birthday today is old enough; tomorrow is not', () => {
    expect(messageFor('dateOfBirth', '21/11/2008')).toBeUndefined()
    expect(messageFor('dateOfBirth', '22/11/2008')).toBe('You must be at least 18 years old')
    expect(messageFor('dateOfBirth', '21/11/2026')).toBe('You must be at least 18 years old')
  })
  test('born on 29/02: 18 on 1 March of a non-leap year', () => {
    const at = (iso: string) => loanApplicationSchemaAt(() => new Date(iso)).safeParse({ ...valid, dateOfBirth: '29/02/2008' }).success
    expect(at('2026-02-28T12:00:00Z')).toBe(false)
    expect(at('2026-03-01T00:00:00Z')).toBe(true)
  })
})

describe('mobile number (the shared rule, docs/decisions/190)', () => {
  test('10 digits with +91, 91 or 0 in front, spaces or hyphens is the same number', () => {
    for (const written of ['+919876543210', '+91 98765-43210', '919876543210', '09876543210', '098765 43210', 9876543210])
      expect(parsed('mobileNumber', written)).toBe('9876543210')
  })
  test.each(['987654321', '98765432101', '+9198765432', '98765abcde', '0987654321', '5876543210', '+91 5876543210'])(
    '%s is refused',
    (mobile) => expect(messageFor('mobileNumber', mobile)).toBe('Enter a valid 10-digit mobile number'),
  )
})

describe('names', () => {
  test('extra spaces collapse', () => {
    expect(parsed('fullName', '  Asha   Rao ')).toBe('Asha Rao')
  })
  test.each(['R. K. Sharma', "Mary D'Souza", 'Mary D’Souza', 'Anne-Marie Fernandes', 'राहुल शर्मा', 'Rāhul'])(
    'the full name %j is written as Indians write it, and accepted',
    (name) => expect(parsed('fullName', name)).toBe(name),
  )
  test.each(['R2D2', '123', 'Asha Rao 2', '. -', "'", 'Asha_Rao', 'Asha@Rao', 'Asha & Rao'])(
    'the full name %j is refused with the product’s message',
    (name) => expect(messageFor('fullName', name)).toBe('Name should contain only letters'),
  )
  test.each(['L&T Infotech', '3M India', 'Tata Consultancy Services (TCS)', 'Larsen & Toubro Ltd.', 'A/B Traders, Pune', 'इन्फोसिस'])(
    'the employer %j is accepted',
    (company) => expect(parsed('companyName', company)).toBe(company),
  )
  test.each(['123', '3 & 4', '(1)', 'Acme_Works', 'Acme #1', 'Acme; DROP'])(
    'the employer %j is refused with the product’s message',
    (company) => expect(messageFor('companyName', company)).toBe('Company Name must contain only letters and spaces'),
  )
  test('100 characters is the cap', () => {
    expect(messageFor('fullName', 'A'.repeat(100))).toBeUndefined()
    expect(messageFor('fullName', 'A'.repeat(101))).toBe('Full Name must be at most 100 characters')
    expect(messageFor('companyName', 'A'.repeat(101))).toBe('Company Name must be at most 100 characters')
  })
})

test('email must look like an address and is stored in lower case', () => {
  expect(messageFor('email', 'asha@')).toBe('Enter a valid email')
  expect(messageFor('email', 'asha.example.com')).toBe('Enter a valid email')
  expect(parsed('email', 'Asha@Example.COM')).toBe('asha@example.com')
})

test.each([
  ['20131', 'Pin Code must be 6 digits'],
  ['2013100', 'Pin Code must be 6 digits'],
  ['20131a', 'Pin Code must be 6 digits'],
])('pin code %s → %s', (pin, message) => expect(messageFor('pinCode', pin)).toBe(message))

test('gender and purpose accept only their options', () => {
  expect(messageFor('gender', 'male')).toBe('Gender is required')
  expect(messageFor('gender', 'OTHER')).toBeUndefined()
  expect(messageFor('purpose', 'Holiday')).toBe('Loan Purpose is required')
  expect(messageFor('purpose', 'Medical Emergency')).toBeUndefined()
})

test('the city must belong to the chosen state', () => {
  expect(schema.safeParse({ ...valid, state: 'West Bengal', city: 'Kolkata' }).success).toBe(true)
  expect(messageFor('city', 'Kolkata')).toBe('Choose a city in the selected state')
  expect(messageFor('state', 'Atlantis')).toBe('State is required')
})

test('the city message shows together with other messages', () => {
  const result = schema.safeParse({ ...valid, fullName: '', city: 'Kolkata' })
  expect(inEnglish(fieldErrors(result.error!.issues))).toEqual({
    fullName: 'Full Name is required',
    city: 'Choose a city in the selected state',
  })
})

test('the terms box must be ticked: a form sends "on", JSON sends true', () => {
  expect(messageFor('isChecked', true)).toBeUndefined()
  expect(messageFor('isChecked', 'true')).toBeUndefined()
  expect(messageFor('isChecked', false)).toBe('You must agree to the terms and conditions')
  expect(messageFor('isChecked', undefined)).toBe('You must agree to the terms and conditions')
})

test('parseRupees reads grouped whole rupees and nothing else', () => {
  expect(parseRupees('10,00,000')).toBe(1000000)
  expect(parseRupees('Rs. 15,000')).toBe(15000)
  expect(parseRupees('1e6')).toBeNull()
  expect(parseRupees('')).toBeNull()
})

describe("the browser's constraints", () => {
  // The longest way a person may rightly type each field: the form's maxLength must let it through.
  const longest = {
    loanAmount: '₹ 10,00,000',
    monthlyIncome: 'Rs. 1,00,00,00,000',
    fullName: 'A'.repeat(100),
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}`,
    panCard: 'ABCDE 1234 F',
    companyName: 'B'.repeat(100),
    pinCode: '201310',
    dateOfBirth: '15/08/1990',
  }

  test.for(Object.entries(longest))('%s: the longest accepted value fits its maxLength', ([field, value]) => {
    expect(messageFor(field as keyof typeof valid, value)).toBeUndefined()
    expect(value.length).toBeLessThanOrEqual(applyInputs[field as keyof typeof applyInputs].maxLength!)
  })

  test('the mobile box has no length to cut what is typed, and no numeric keypad that lacks + (docs/decisions/190)', () => {
    expect(applyInputs.mobileNumber).toEqual({ required: true })
    expect(parsed('mobileNumber', '+ 91 98 76 54 32 10')).toBe('9876543210')
  })

  test('a name one letter past the limit is refused by the schema as by the form', () => {
    expect(messageFor('fullName', 'A'.repeat(applyInputs.fullName.maxLength! + 1))).toBe(m.fullNameTooLong)
  })
})
