import { describe, expect, test } from 'vitest'
import { fieldErrors, inWords } from '../forms'
import { en } from '../i18n/en'
import { hi } from '../i18n/hi'
import { contactSchema } from './contact'
import { loanApplicationSchema } from './loan-application'
import { formErrorKeys } from './message-keys'
import { parsedForm } from '#tests/setup/form-words'
import { forgotReferenceSchema, trackLookupSchema } from './track'

// The public forms' schemas speak in keys of the catalogue's formErrors part (docs/i18n.md). The line
// marked @ts-expect-error is the proof that a misspelt key fails `npm run typecheck`.

const nul = 'a\u0000b'
const messagesOf = (parsed: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
  Object.values(parsed.success ? {} : fieldErrors(parsed.error!.issues))

describe('a form message is a catalogue key', () => {
  test('a key is its own name, and the compiler refuses a misspelt one', () => {
    expect(formErrorKeys.dobRequired).toBe('dobRequired')
    // @ts-expect-error: there is no key dobRequird
    const misspelt: string = formErrorKeys.dobRequird
    expect(Object.hasOwn(en.formErrors, misspelt)).toBe(false)
  })

  test('every message the apply, contact and tracker schemas give is a key both languages word', () => {
    const given = [
      loanApplicationSchema.safeParse({}),
      loanApplicationSchema.safeParse({
        loanAmount: '1',
        monthlyIncome: '1.5',
        purpose: 'Holiday',
        fullName: 'R2D2',
        email: 'asha@',
        panCard: 'ABC',
        mobileNumber: '12345',
        companyName: '@@',
        pinCode: '12',
        gender: 'X',
        dateOfBirth: '31/02/1990',
        state: 'Maharashtra',
        city: 'Kolkata',
        isChecked: 'no',
      }),
      loanApplicationSchema.safeParse({ fullName: nul, dateOfBirth: '01/01/2099' }),
      contactSchema.safeParse({}),
      contactSchema.safeParse({
        FirstName: 'a'.repeat(101),
        LastName: 7,
        MobileNumber: '5',
        City: nul,
        LoanType: 'Boat Loan',
        Message: {},
        Email: 'x',
      }),
    ].flatMap(messagesOf)
    for (const tracked of [
      parsedForm(trackLookupSchema, {}),
      parsedForm(trackLookupSchema, { reference: 'LP-1', dateOfBirth: nul }),
      parsedForm(forgotReferenceSchema, { email: 'x' }),
    ])
      if (!tracked.ok) given.push(...Object.values(tracked.errors))
    expect(given.length).toBeGreaterThan(30)
    for (const message of given)
      expect([message, Object.hasOwn(en.formErrors, message), Object.hasOwn(hi.formErrors, message)]).toEqual([message, true, true])
  })

  test('a key is shown in the words of the language asked; a message that is no key (the admin’s English) as it is', () => {
    const errors = { dateOfBirth: formErrorKeys.dobRequired, title: 'Title is required' }
    expect(inWords(errors, en.formErrors)).toEqual({ dateOfBirth: 'Date of Birth is required', title: 'Title is required' })
    expect(inWords(errors, hi.formErrors)).toEqual({ dateOfBirth: 'जन्म तिथि आवश्यक है', title: 'Title is required' })
  })
})
