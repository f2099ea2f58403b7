import { contactLoanTypes } from '#src/shared/content/contact'
import { loanTypeSeed } from '#src/shared/content/loan-types'
import { stateNames } from '#src/shared/content/states'
import { applicationStatuses, enquiryStatuses, type LeadKind } from '#src/shared/leads'
import { loanPurposes } from '#src/shared/schemas/loan-application'

export interface LeadDesk {
  title: string
  /** The list's address; a lead's page is `${base}/${id}`. */
  base: string
  /** What one row is called, singular and plural. */
  noun: [string, string]
  caption: string
  filters: {
    statuses: readonly string[]
    purposeLabel: string
    purposes: readonly string[]
    /** Applications: the loan type applied under, by key (docs/decisions/145). */
    loanTypes?: readonly { value: string; label: string }[]
    states?: readonly string[]
    searchHint: string
  }
}

/** The two lead desks: their addresses, names and filters. */
export const leadDesks: Record<LeadKind, LeadDesk> = {
  application: {
    title: 'Applications',
    base: '/admin-dashboard/applications',
    noun: ['application', 'applications'],
    caption: 'Loan applications',
    filters: {
      statuses: applicationStatuses,
      purposeLabel: 'Loan purpose',
      purposes: loanPurposes,
      loanTypes: loanTypeSeed.map((t) => ({ value: t.key, label: t.name })),
      states: stateNames,
      searchHint: 'Reference (LP-…), name, 10-digit mobile or e-mail.',
    },
  },
  enquiry: {
    title: 'Enquiries',
    base: '/admin-dashboard/enquiries',
    noun: ['enquiry', 'enquiries'],
    caption: 'Contact enquiries',
    filters: {
      statuses: enquiryStatuses,
      purposeLabel: 'Loan type',
      purposes: contactLoanTypes,
      searchHint: 'Enquiry number (#12), name, 10-digit mobile or e-mail.',
    },
  },
}
