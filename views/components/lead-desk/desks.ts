import { contactLoanTypes } from '#src/shared/content/contact'
import { loanTypeSeed } from '#src/shared/content/loan-types'
import { stateNames } from '#src/shared/content/states'
import { applicationStatuses, enquiryStatuses, type LeadKind } from '#src/shared/leads'
import { loanPurposes } from '#src/shared/schemas/loan-application'
import { desk } from '#src/shared/i18n/admin/desk'
import type { Plural } from '#src/shared/i18n/plural'

export interface LeadDesk {
  title: string
  /** The list's address; a lead's page is `${base}/${id}`. */
  base: string
  /** What one row is called, singular and plural. */
  noun: Plural
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
    title: desk.list.applications.title,
    base: '/admin-dashboard/applications',
    noun: desk.list.applications.noun,
    caption: desk.list.applications.caption,
    filters: {
      statuses: applicationStatuses,
      purposeLabel: desk.list.applications.purposeLabel,
      purposes: loanPurposes,
      loanTypes: loanTypeSeed.map((t) => ({ value: t.key, label: t.name })),
      states: stateNames,
      searchHint: desk.list.applications.searchHint,
    },
  },
  enquiry: {
    title: desk.list.enquiries.title,
    base: '/admin-dashboard/enquiries',
    noun: desk.list.enquiries.noun,
    caption: desk.list.enquiries.caption,
    filters: {
      statuses: enquiryStatuses,
      purposeLabel: desk.list.enquiries.purposeLabel,
      purposes: contactLoanTypes,
      searchHint: desk.list.enquiries.searchHint,
    },
  },
}
