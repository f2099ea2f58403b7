import legal from '../i18n/en/legal'
import type { Translation } from '../i18n/fill'

/**
 * /disclosures (issue 13): what a lender's service provider owes its applicants under RBI's rules, in
 * plain words. The grievance officer's name and contacts come from the site identity (configurable);
 * the page adds them, the RBI portal, the lenders' wordmarks and the KFS links to the sections named
 * by id. Rules cited: the Digital Lending Directions 2025, the Integrated Ombudsman Scheme 2021, the
 * penal charges circular of 18 August 2023, the Pre-payment Charges on Loans Directions 2025, the KFS
 * circular of 15 April 2024 (docs/decisions/101). The words are the catalogue's `legal.disclosures`
 * (src/shared/i18n/en/legal.ts, and its Hindi twin).
 */
type Sections = Translation<typeof legal.disclosures.sections>

export interface DisclosureSection {
  id: keyof Sections
  heading: string
  paragraphs: readonly string[]
  points?: readonly string[]
  /** Paragraphs after the list. */
  closing?: readonly string[]
}

export const disclosuresUpdated = '2026-11-25'

export const disclosuresIntro = legal.disclosures.intro

/** RBI's Complaint Management System: complaints to the RBI Ombudsman. */
export const rbiComplaintPortal = { href: 'https://cms.rbi.org.in', label: 'cms.rbi.org.in' }
/** RBI's Sachet portal: to check whether an entity may lend or take deposits, and to report one that may not. */
export const rbiSachetPortal = { href: 'https://sachet.rbi.org.in', label: 'sachet.rbi.org.in' }
export const rbiContactCentre = '14448'

/** A catalogue's sections, keyed by id, as a list in the catalogue's order. */
export function disclosureList(sections: Sections): DisclosureSection[] {
  return (Object.keys(sections) as (keyof Sections)[]).map((id) => ({ id, ...(sections[id] as Omit<DisclosureSection, 'id'>) }))
}

/** The English sections, in order. */
export const disclosureSections = disclosureList(legal.disclosures.sections)

/** Where the KFS section and the rates section point; their words are the catalogue's `legal.disclosures.links`. */
export const kfsLinks = [
  { href: '/loan-tools/true-cost', key: 'trueCost' },
  { href: '/loan-tools/true-cost/kfs', key: 'kfs' },
] as const

export const pricingLink = { href: '/apply-now#pricing', key: 'pricing' } as const
