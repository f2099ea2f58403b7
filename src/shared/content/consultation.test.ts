import { describe, expect, test } from 'vitest'
import { amountNote, consultationMessage, contactLoanTypeFor } from './consultation'

describe('an amount the apply form cannot take', () => {
  test('the limits themselves and everything between are taken without a word', () => {
    expect(amountNote(15_000, 'personal')).toBeNull()
    expect(amountNote(10_00_000, 'home')).toBeNull()
  })

  test('one rupee over the maximum is named, with a consultation carrying the loan type and the amount', () => {
    expect(amountNote(10_00_001, 'home')).toEqual({
      side: 'above',
      text: 'You asked about ₹10,00,001. The online form takes ₹15,000 to ₹10,00,000; larger loans are arranged through a free consultation.',
      href: '/contact-us?loan=Home+Loan&amount=1000001#contact-form',
      linkText: 'Book a free consultation for ₹10,00,001',
    })
  })

  test('one rupee under the minimum is named too, with the range', () => {
    const note = amountNote(14_999, 'credit-card')!
    expect(note.side).toBe('below')
    expect(note.text).toBe(
      'You asked about ₹14,999. The online form takes ₹15,000 to ₹10,00,000. Enter an amount in that range, or talk to us about a smaller loan.',
    )
    expect(note.href).toBe('/contact-us?loan=Credit+Card+Loan&amount=14999#contact-form')
  })

  test('the contact form is prefilled with a loan type it offers, and a message naming the amount', () => {
    expect(contactLoanTypeFor('Home Loan')).toBe('Home Loan')
    expect(contactLoanTypeFor('Credit Card Loan')).toBe('')
    expect(contactLoanTypeFor(undefined)).toBe('')
    expect(consultationMessage('Car Loan', 25_00_000)).toBe('I would like a free consultation about a Car Loan of ₹25,00,000.')
  })
})
