import { describe, expect, test } from 'vitest'
import { fieldErrors } from '../forms'
import { adminLoginSchema } from './admin-login'
import { blogFieldsSchema } from './blog'
import { contactSchema } from './contact'
import { leadNoteSchema } from './leads'
import { loanApplicationSchema } from './loan-application'
import { loanTypeTermsSchema } from './loan-type-terms'
import { trackLookupSchema } from './track'
import { inEnglish, parsedForm } from '#tests/setup/form-words'
import { isStorableText, UNSAFE_TEXT_MESSAGE } from './z'

describe('the shared text check', () => {
  test('refuses every control character, a lone surrogate and the trace of invalid UTF-8', () => {
    const controls = [...Array.from({ length: 32 }, (_, i) => i), 0x7f, ...Array.from({ length: 32 }, (_, i) => 0x80 + i)]
    for (const cp of controls) expect([cp, isStorableText(`a${String.fromCharCode(cp)}b`)]).toEqual([cp, false])
    for (const bad of ['a\ud83d', '\ude00a', 'a\ude00\ud83db', 'Asha\ufffd']) expect([bad, isStorableText(bad)]).toEqual([bad, false])
  })

  test('keeps line breaks and tabs in multi-line text only, and every real character anywhere', () => {
    expect(isStorableText('Line one\r\nLine two\tend', { multiline: true })).toBe(true)
    expect(isStorableText('Line one\nLine two')).toBe(false)
    expect(isStorableText('a\u0000b', { multiline: true })).toBe(false)
    for (const good of ['आशा देवी', 'Asha 😀', '👨‍👩‍👧‍👦', "O'Brien-Smith", '<script>', "' OR 1=1 --", '  padded\t '])
      expect([good, isStorableText(good)]).toEqual([good, true])
  })

  test('every schema says it under the field that holds such a character (issue 22, finding 1)', () => {
    const nul = 'a\u0000b'
    const contact = { FirstName: 'Asha', LastName: nul, MobileNumber: '9876543210', City: 'Pune', LoanType: 'Home Loan', Message: nul }
    // The public forms give the message's key, whose English words are the admin's message.
    expect(inEnglish(fieldErrors(contactSchema.safeParse(contact).error!.issues))).toEqual({
      LastName: UNSAFE_TEXT_MESSAGE,
      Message: UNSAFE_TEXT_MESSAGE,
    })
    expect(fieldErrors(adminLoginSchema.safeParse({ email: nul, password: 'x\u0000' }).error!.issues)).toEqual({
      email: UNSAFE_TEXT_MESSAGE,
      password: UNSAFE_TEXT_MESSAGE,
    })
    expect(fieldErrors(leadNoteSchema.safeParse({ body: 'Called\u0000' }).error!.issues)).toEqual({ body: UNSAFE_TEXT_MESSAGE })
    expect(leadNoteSchema.safeParse({ body: 'Called.\nWill call back.' }).success).toBe(true)
    const blog = { blogTitle: 'T\u001b', blogCategory: 'Home Loans', blogTag: 'tag', blogContent: 'Para one\n\nPara two' }
    expect(fieldErrors(blogFieldsSchema.safeParse(blog).error!.issues)).toEqual({ blogTitle: UNSAFE_TEXT_MESSAGE })
    const terms = { interestRate: '10%\u0085', repaymentPeriod: '1 year', prepayment: 'Free' }
    expect(fieldErrors(loanTypeTermsSchema.safeParse(terms).error!.issues)).toEqual({ interestRate: UNSAFE_TEXT_MESSAGE })
    const apply = loanApplicationSchema.safeParse({ city: 'Chen\u0000nai' })
    expect(inEnglish(fieldErrors(apply.error!.issues)).city).toBe(UNSAFE_TEXT_MESSAGE)
    const track = parsedForm(trackLookupSchema, { reference: 'LP-2611-7K3M9Q\u0000', dateOfBirth: '12/03/1992' })
    expect(track.ok).toBe(false)
    expect(inEnglish(track.ok ? {} : track.errors)).toEqual({ reference: UNSAFE_TEXT_MESSAGE })
  })
})
