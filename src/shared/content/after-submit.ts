import { loanTypeSeed, type LoanTypeKey, loanTypeKeys } from './loan-types'
import { services, type ServiceSlug } from './services'
import en from '../i18n/en/apply'
import { formatDate } from '../format/date'
import type { Locale } from '../i18n/locales'

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
export function documentListsIn(pages: ServicePages): Readonly<Record<LoanTypeKey | 'loan-against-property', readonly string[]>> {
  return {
    personal: pages['personal-loan'].docs,
    business: pages['business-loan'].docs,
    home: pages['home-loan'].docs,
    car: pages['car-loan'].docs,
    overdraft: pages['overdraft-loan'].docs,
    'credit-card': pages['creditcard-loan'].docs,
    'loan-against-property': pages['car-loan'].alsoDocs?.docs ?? [],
  }
}

/** The service pages' words in one language: the catalogue's `services.pages`, by slug. */
type ServicePages = Readonly<Record<ServiceSlug, { docs: readonly string[]; alsoDocs?: { docs: readonly string[] } }>>

export const documentLists = documentListsIn(services)

/** The documents to keep ready for an application of this loan type, in English. */
export const documentsFor = (loanType: LoanTypeKey): readonly string[] => documentLists[loanType]

/** The same list in the language of `pages` (a catalogue's `services.pages`): the service page's own words. */
export const documentsIn = (loanType: LoanTypeKey, pages: ServicePages): readonly string[] => documentListsIn(pages)[loanType]

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

/** The acknowledgement's words: the catalogue's (src/shared/i18n/en/apply.ts, `ack`; Hindi beside it). */
export const acknowledgementCopy = en.ack

/**
 * The day an application was received, in the acknowledgement's language: '25 November 2026', or
 * with Hindi month names, '25 नवंबर 2026' (Latin digits in both, docs/decisions/176).
 */
export const receivedOn = (iso: string, locale: Locale): string => formatDate(iso, locale)
