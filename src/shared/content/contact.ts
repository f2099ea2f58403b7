// The contact enquiry's fixed values (docs/product.md §9 Contact form, §14). Its words are in the
// catalogue (src/shared/i18n/en/contact.ts and hi/contact.ts); this module is read in the browser too.

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

/** The form's name in FormState, so a re-render shows its values and messages only here. */
export const CONTACT_FORM = 'contact'
