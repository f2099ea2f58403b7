import { describe, expect, test } from 'vitest'
import { contactInputs } from './contact'
import { inputConstraints } from './constraints'
import { applyInputs } from './loan-application'
import { z } from './z'

describe('HTML constraints are read from the schemas', () => {
  test('the contact form: required where the schema refuses an empty box, lengths from its checks, no length on the mobile', () => {
    expect(contactInputs).toEqual({
      FirstName: { required: true, maxLength: 100 },
      LastName: { maxLength: 100 },
      MobileNumber: { required: true },
      City: { required: true, maxLength: 100 },
      LoanType: { required: true },
      Message: { maxLength: 2000 },
      Email: { maxLength: 254 },
    })
  })

  test('the apply form: the schema’s own limits, with room where it strips characters first', () => {
    expect(applyInputs).toMatchObject({
      fullName: { required: true, maxLength: 100 },
      email: { required: true, maxLength: 254 },
      companyName: { required: true, maxLength: 100 },
      pinCode: { required: true, maxLength: 6, inputMode: 'numeric' },
      panCard: { required: true, maxLength: 14 },
      mobileNumber: { required: true },
      loanAmount: { required: true, maxLength: 20, inputMode: 'numeric' },
      dateOfBirth: { required: true, maxLength: 10, inputMode: 'numeric' },
    })
  })

  test('a schema change reaches the form: a tighter limit wins, an optional field is not required', () => {
    const shape = {
      code: z.string().check(z.maxLength(12), z.maxLength(8)),
      note: z.optional(z.string()),
    }
    expect(inputConstraints(shape)).toEqual({ code: { maxLength: 8 }, note: {} })
  })
})
