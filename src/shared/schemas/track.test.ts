import { describe, expect, test } from 'vitest'
import { inEnglish, parsedForm } from '#tests/setup/form-words'
import { trackLookupSchema } from './track'

/** The look-up as a visitor reads it: the schema's message keys in English words. */
const lookUp = (body: unknown) => {
  const parsed = parsedForm(trackLookupSchema, body)
  return parsed.ok ? parsed : { ...parsed, errors: inEnglish(parsed.errors) }
}

describe('the tracker look-up form', () => {
  test('a reference in any case, with spaces for hyphens, and a DD/MM/YYYY date are read as stored', () => {
    expect(lookUp({ reference: ' lp 2611 7k3m9q ', dateOfBirth: '05/06/1994' })).toEqual({
      ok: true,
      data: { reference: 'LP-2611-7K3M9Q', dateOfBirth: '1994-06-05' },
    })
    expect(lookUp({ reference: 'LP-2611-7K3M9Q', dateOfBirth: '29/02/2000' })).toMatchObject({ ok: true })
  })

  test('each field gets its own message, the apply form’s for the date', () => {
    expect(lookUp({})).toEqual({
      ok: false,
      errors: { reference: 'Reference number is required', dateOfBirth: 'Date of Birth is required' },
    })
    expect(lookUp({ reference: 'LP-261-7K3M9Q', dateOfBirth: '29/02/2001' })).toEqual({
      ok: false,
      errors: {
        reference: 'Enter the reference as on your acknowledgement (e.g., LP-2611-7K3M9Q)',
        dateOfBirth: 'Enter a valid date (DD/MM/YYYY)',
      },
    })
    for (const dob of ['1994-06-05', '5/6/1994', '05/06/94', '05/13/1994'])
      expect(lookUp({ reference: 'LP-2611-7K3M9Q', dateOfBirth: dob }).ok, dob).toBe(false)
    expect(lookUp({ reference: ['LP-2611-7K3M9Q'], dateOfBirth: 19940605 }).ok).toBe(false)
  })
})
