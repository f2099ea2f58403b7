// Copy of the apply page (docs/product.md §8 Apply form, §19 Errors and success messages) that is not a
// validation message.

export const APPLY_FORM = 'apply'

export const applyCopy = {
  title: 'Loan Application',
  lead: 'Tell us what you need and a little about yourself. It takes about three minutes, and checking your offers does not affect your credit score.',
  steps: ['Loan Details', 'Personal Details', 'Review & Submit'],
  success: 'Form submitted successfully!',
  referenceDetail: (reference: string) => `Your reference number is ${reference}. Please quote it when you talk to us.`,
  failure: 'Something went wrong. Please try again later.',
  invalid: 'Please correct the highlighted fields.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
} as const

/**
 * The consent notice beside the terms checkbox. Each application stores `version`, so change the
 * version whenever the wording changes (docs/product.md §21 Personal data, docs/decisions/031).
 */
export const applyConsent = {
  version: 'apply-consent-2026-11-v1',
  collected: 'We collect the details in this form, including your PAN, date of birth, monthly income and mobile number,',
  purpose: 'to check your eligibility, match you with our lending partners and contact you about this application.',
  protection: 'Your PAN is stored encrypted, and we never sell your data.',
} as const
