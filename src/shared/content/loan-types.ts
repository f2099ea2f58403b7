/**
 * Apply-page loan-type tabs (docs/product.md §8 Apply form, §20 Business constants). These figures seed
 * the database; the admin can change them through add-loan-details (docs/product.md §18 JSON API).
 * Other languages' words for them are the catalogue's `services.loanTypes` (docs/decisions/174).
 */
import type { Locale } from '../i18n/locales'

export const loanTypeKeys = ['personal', 'business', 'home', 'car', 'overdraft', 'credit-card'] as const

export type LoanTypeKey = (typeof loanTypeKeys)[number]

/** The tab /apply-now opens on, and the loan type of an application that names none (docs/decisions/145). */
export const DEFAULT_LOAN_TYPE: LoanTypeKey = 'personal'

export interface LoanTypeTerms {
  key: LoanTypeKey
  name: string
  interestRate: string
  repaymentPeriod: string
  prepayment: string
}

/** What a loan type shows: its name and its three terms. */
export type LoanTypeWords = Omit<LoanTypeTerms, 'key'>

const prepayment = 'Available after the 1st EMI'

export const loanTypeSeed: LoanTypeTerms[] = [
  { key: 'personal', name: 'Personal Loan', interestRate: '10.35% to 24% p.a.', repaymentPeriod: '12 to 96 months', prepayment },
  { key: 'business', name: 'Business Loan', interestRate: '12% to 24% p.a.', repaymentPeriod: '12 to 72 months', prepayment },
  { key: 'home', name: 'Home Loan', interestRate: '7% to 12% p.a.', repaymentPeriod: 'Up to 30 years', prepayment },
  { key: 'car', name: 'Car Loan', interestRate: '8% to 13% p.a.', repaymentPeriod: '12 to 96 months', prepayment },
  { key: 'overdraft', name: 'Overdraft Loan', interestRate: '13% to 18% p.a.', repaymentPeriod: '60 to 96 months', prepayment },
  { key: 'credit-card', name: 'Credit Card Loan', interestRate: '1% to 10% p.a.', repaymentPeriod: '60 to 96 months', prepayment },
]

/** A text for a page, with its language when that is not the page's: an admin's English on a Hindi page. */
export interface PageText {
  text: string
  lang?: 'en'
}

/**
 * A loan type's name and terms in the page's language (docs/decisions/174). `words` is the page's
 * catalogue's `services.loanTypes`. Each text is the catalogue's while the row still says what was
 * seeded; a term the admin has changed since, or a loan type the catalogue does not know, shows the
 * row's own English, marked lang="en", rather than a translation of figures that are no longer true.
 */
export function localizeLoanType(
  row: LoanTypeTerms,
  locale: Locale,
  words: Readonly<Record<LoanTypeKey, LoanTypeWords>>,
): Record<keyof LoanTypeWords, PageText> {
  const seeded = loanTypeSeed.find((t) => t.key === row.key)
  const translated = Object.hasOwn(words, row.key) ? words[row.key] : undefined
  const text = (field: keyof LoanTypeWords): PageText => {
    if (locale === 'en') return { text: row[field] }
    if (seeded && translated && row[field] === seeded[field]) return { text: translated[field] }
    return { text: row[field], lang: 'en' }
  }
  return {
    name: text('name'),
    interestRate: text('interestRate'),
    repaymentPeriod: text('repaymentPeriod'),
    prepayment: text('prepayment'),
  }
}

const titleToKey: Readonly<Record<string, LoanTypeKey>> = {
  'Personal Loan': 'personal',
  'Business Loan': 'business',
  'Home Loan': 'home',
  'Car Loan': 'car',
  'Overdraft Loan': 'overdraft',
  // docs/product.md §8 Apply form: the service title 'Credit Cards' (?loan=Credit Cards) selects Credit Card Loan.
  'Credit Cards': 'credit-card',
  'Credit Card Loan': 'credit-card',
}

/** Maps a service or page title (from navigation state) to an apply-page tab; defaults to personal. */
export function loanTypeFromTitle(title: string | undefined): LoanTypeKey {
  if (title === undefined) return DEFAULT_LOAN_TYPE
  return Object.prototype.hasOwnProperty.call(titleToKey, title) ? (titleToKey[title] as LoanTypeKey) : DEFAULT_LOAN_TYPE
}

/**
 * 'Rates & Charges' box (docs/product.md §8 Apply form). The minimum/maximum loan amounts are not here on
 * purpose: the box shows the application form's own limits (docs/product.md §16.2 Apply form), so the
 * site never contradicts its own form.
 */
/** Whose loans the pricing box's 'No pre-closure charges' speaks of (docs/decisions/167). */
const preClosureLoans = 'loans arranged through Loan Partner'

export const ratesAndCharges = {
  processingFee: 'Up to 5% of the loan amount',
  preClosure: 'No pre-closure charges',
  preClosureLoans,
  /** The pricing box's note under the line; the prepayment tool and /disclosures say it alike. */
  preClosureScope: `On ${preClosureLoans}. A loan taken elsewhere follows its own lender’s Key Facts Statement.`,
  tenureLabel: 'Tenure Days',
  tenure: '12 to 96 months',
  rateOfInterest: 'As per loan',
} as const
