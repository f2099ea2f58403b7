/**
 * Home and About page copy (docs/product.md §1 Who it is for, §4 Home, §5 About and FAQ). The words
 * live in the catalogue (src/shared/i18n/en/home.ts, en/about.ts, and their Hindi twins); these are
 * the English ones under the names the tests and other pages quote, and the figures.
 */
import about from '../i18n/en/about'
import home from '../i18n/en/home'

export interface TitledText {
  title: string
  text: string
}

export const hero = home.hero

export const whyChooseUs: { heading: string; reasons: readonly TitledText[] } = home.whyChooseUs

export const caseStudies = home.caseStudies

export const banner = home.banner.text

export const features: { label: string; heading: string; items: readonly TitledText[] } = home.features

/** The figures beside the words of `home.socialProof` in the catalogue. */
export const socialProof = {
  trusted: home.socialProof.trusted,
  customers: home.socialProof.customers,
  customersLabel: home.socialProof.customersLabel,
  rating: 4,
  ratingOutOf: 5,
} as const

export const aboutCopy: { heading: string; paragraphs: readonly string[]; consultationLabel: string } = about.intro
