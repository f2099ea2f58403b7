import contactText from '../i18n/en/contact'
import { loanLimits } from './business'
import { contactLoanTypes, type ContactLoanType } from './contact'
import { loanTypeSeed, type LoanTypeKey } from './loan-types'
import { formatInr } from '../format/inr'
import { fill } from '../i18n/fill'
import en from '../i18n/en/apply'
import type { Translation } from '../i18n/fill'

// Amounts the online form cannot take (docs/decisions/147): the apply page says so in words and offers a
// free consultation on /contact-us, which opens with the loan type and the amount carried over.

export const CONSULTATION_PATH = '/contact-us'

export interface AmountNote {
  /** 'above' the form's maximum, or 'below' its minimum. */
  side: 'above' | 'below'
  text: string
  /** The consultation link, loan type and amount carried (?loan=<name>&amount=<rupees>#contact-form). */
  href: string
  linkText: string
}

export function consultationHref(loanType: LoanTypeKey, amount: number): string {
  const name = loanTypeSeed.find((t) => t.key === loanType)?.name ?? 'Personal Loan'
  return `${CONSULTATION_PATH}?${new URLSearchParams({ loan: name, amount: String(amount) })}#contact-form`
}

/**
 * What the apply form says about an amount it was opened with; null when the form takes it. The words
 * are the page's catalogue's (`apply.amountNote`), English unless a page passes its own.
 */
export function amountNote(amount: number, loanType: LoanTypeKey, words: AmountNoteWords = en.amountNote): AmountNote | null {
  if (amount >= loanLimits.minAmount && amount <= loanLimits.maxAmount) return null
  const asked = formatInr(amount)
  const side = amount > loanLimits.maxAmount ? 'above' : 'below'
  const range = fill(words.range, { min: formatInr(loanLimits.minAmount), max: formatInr(loanLimits.maxAmount) })
  const text = fill(words[side], { asked, range })
  return { side, text, href: consultationHref(loanType, amount), linkText: fill(words.link, { asked }) }
}

type AmountNoteWords = Translation<typeof en.amountNote>

/** The contact form's loan type for an apply-page loan type name, when it offers one of that name. */
export function contactLoanTypeFor(name: string | undefined): ContactLoanType | '' {
  return (contactLoanTypes as readonly string[]).includes(name ?? '') ? (name as ContactLoanType) : ''
}

/**
 * The contact form's message, prefilled when a consultation link carried a loan type and an amount.
 * `template`: the page's catalogue's `contact.consultationMessage`, with the loan's name in that language.
 */
export function consultationMessage(loanName: string, amount: number, template: string = contactText.consultationMessage): string {
  return template.replace('{loan}', loanName).replace('{amount}', formatInr(amount))
}
