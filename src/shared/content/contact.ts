// Copy of the contact enquiry (docs/product.md §9 Contact form, §14, §15 and §19), quoted word for word.

/** LoanType options of a contact enquiry (docs/product.md §14 Entities and fields), in the order the form shows them. */
export const contactLoanTypes = [
  'Personal Loan',
  'Home Loan',
  'Business Loan',
  'Car Loan',
  'Education Loan',
  'Gold Loan',
  'Loan Against Property',
  'Other',
] as const

export type ContactLoanType = (typeof contactLoanTypes)[number]

export const contactCopy = {
  submit: 'Free Consultation',
  submitting: 'Submitting...',
  success: 'Success! Form submitted successfully!',
  failure: 'Something went wrong. Please try again later.',
  invalid: 'Please correct the highlighted fields.',
  redirecting: 'Taking you to the home page in 3 seconds.',
} as const

/** The form's name in FormState, so a re-render shows its values and messages only here. */
export const CONTACT_FORM = 'contact'
