import { loanTypeSeed, type LoanTypeKey, loanTypeKeys } from './loan-types'
import { services } from './services'

// What an applicant is told after submitting (issue 13, docs/decisions/100): the acknowledgement
// RBI's Fair Practices Code asks for, with the expected time to a decision and the documents to keep ready.

/** Used for any loan type not listed in `decisionTimes`. */
export const DEFAULT_DECISION_TIME = 'within 2 working days'

/**
 * The expected time to a decision, per loan type, once the documents are complete. A home loan
 * waits for the lender's legal and technical check of the property, a business loan for its books.
 */
export const decisionTimes: Partial<Record<LoanTypeKey, string>> = {
  home: 'within 7 working days',
  business: 'within 3 working days',
}

export const decisionTimeFor = (loanType: LoanTypeKey): string => decisionTimes[loanType] ?? DEFAULT_DECISION_TIME

/**
 * Each loan's own list of documents, from its service page (docs/decisions/167). A loan against
 * property is its own entry: the car-loan page describes it too, but a car-loan applicant is never
 * asked for property papers.
 */
export const documentLists: Readonly<Record<LoanTypeKey | 'loan-against-property', readonly string[]>> = {
  personal: services['personal-loan'].docs,
  business: services['business-loan'].docs,
  home: services['home-loan'].docs,
  car: services['car-loan'].docs,
  overdraft: services['overdraft-loan'].docs,
  'credit-card': services['creditcard-loan'].docs,
  'loan-against-property': services['car-loan'].alsoDocs?.docs ?? [],
}

/** The documents to keep ready for an application of this loan type. */
export const documentsFor = (loanType: LoanTypeKey): readonly string[] => documentLists[loanType]

export const loanTypeName = (loanType: LoanTypeKey): string => loanTypeSeed.find((t) => t.key === loanType)?.name ?? 'Personal Loan'

export const isLoanTypeKey = (v: unknown): v is LoanTypeKey => typeof v === 'string' && (loanTypeKeys as readonly string[]).includes(v)

/**
 * The loan type of an application that did not come from a service page's Apply Now: read from its
 * purpose (a property is a home loan, a business a business loan), otherwise a personal loan.
 */
export function loanTypeForPurpose(purpose: string): LoanTypeKey {
  if (purpose === 'Property') return 'home'
  if (purpose === 'Business') return 'business'
  if (purpose === 'Overdraft') return 'overdraft'
  return 'personal'
}

/** What the success flash carries: small, the lists are rendered from this content. */
export interface Acknowledged {
  reference: string
  loanType: LoanTypeKey
  /** ISO UTC time of receipt. */
  receivedAt: string
}

export const acknowledgementCopy = {
  heading: 'Your acknowledgement',
  received: 'Received on',
  loanType: 'Loan type',
  decision: 'Expected decision',
  decisionNote: 'once your documents are complete',
  documents: 'Keep these documents ready',
  trackBefore: 'Follow your application at any time on ',
  trackLink: 'Track application',
  trackAfter: ', with this reference and your date of birth.',
} as const
