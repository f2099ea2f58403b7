/**
 * Terms and Privacy Policy (docs/product.md §11 Terms and privacy). The words are the catalogue's
 * `legal` part (src/shared/i18n/en/legal.ts, and its Hindi twin); this module gives the English
 * sections in order, each with the id its anchor uses. Headings carry no numbers: the pages number them.
 */
import legal from '../i18n/en/legal'

/** Where personal data is kept, said once for the privacy policy and /disclosures (docs/decisions/169). */
export const dataStoredInIndia = legal.dataStoredInIndia

export interface LegalSection {
  /** The section's anchor: the same in every language. */
  id: string
  heading: string
  paragraphs: readonly string[]
}

export const legalUpdated = '2025-04-01'

/** A catalogue's sections, keyed by anchor, as a list in the catalogue's order. */
export function sectionList(sections: Record<string, { heading: string; paragraphs: readonly string[] }>): LegalSection[] {
  return Object.entries(sections).map(([id, s]) => ({ id, heading: s.heading, paragraphs: s.paragraphs }))
}

export const terms: LegalSection[] = sectionList(legal.terms.sections)
export const privacy: LegalSection[] = sectionList(legal.privacy.sections)
