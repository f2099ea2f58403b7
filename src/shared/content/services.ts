/**
 * Service detail content, one entry per /services/{serviceName} slug (docs/product.md §6 Service pages, §14, §20),
 * the header's Services dropdown, the three fixed benefit blocks and the generic
 * /service-details 'Loan Services' page. The words are the catalogue's `services` part
 * (src/shared/i18n/en/services.ts and its Hindi twin); this module gives them in English, with the
 * slugs and image paths that every language shares.
 */
import copy from '../i18n/en/services'

export const serviceSlugs = ['personal-loan', 'business-loan', 'overdraft-loan', 'home-loan', 'car-loan', 'creditcard-loan'] as const

export type ServiceSlug = (typeof serviceSlugs)[number]

export interface ServiceFact {
  label: string
  value: string
}

export interface ServiceContent {
  slug: ServiceSlug
  title: string
  description: string
  paragraph1: string
  images: [string, string, string]
  /** One for each image. */
  imageAlts: readonly string[]
  /** Feature bullets (at most 9), including the figures of docs/product.md §20 Business constants. */
  points: readonly string[]
  /** Call-to-action heading. */
  heading1: string
  /** 'How to Apply?' steps (four). */
  steps: readonly string[]
  /** Required documents (at most 7). */
  docs: readonly string[]
  /**
   * A second loan the page also covers, with its own list: the car-loan page's loan against property
   * (docs/decisions/167). An applicant for the page's own loan is never told to bring these.
   */
  alsoDocs?: { heading: string; docs: readonly string[] }
  /** The figures of docs/product.md §20 Business constants, as displayed. */
  facts: readonly ServiceFact[]
}

function imagesFor(slug: ServiceSlug): [string, string, string] {
  return [`/images/services/${slug}-1.webp`, `/images/services/${slug}-2.webp`, `/images/services/${slug}-3.webp`]
}

/** The words of one service page, in any language: the catalogue's `services.pages[slug]`. */
export type ServiceCopy = Omit<ServiceContent, 'slug' | 'images'>

/** A service's page in the language of `words`: the slug and the image paths follow from its key. */
export function serviceContent(slug: ServiceSlug, words: ServiceCopy): ServiceContent {
  return { slug, images: imagesFor(slug), ...words }
}

/** Each service's English copy. */
export const services = Object.fromEntries(serviceSlugs.map((slug) => [slug, serviceContent(slug, copy.pages[slug])])) as Record<
  ServiceSlug,
  ServiceContent
>

export interface NavServiceEntry {
  label: string
  slug: ServiceSlug
  description: string
}

/** Header Services dropdown, in order (docs/product.md §3 Shared layout), in English. */
export const navDescriptions: readonly NavServiceEntry[] = serviceSlugs.map((slug) => ({ slug, ...copy.nav[slug] }))

export interface Benefit {
  title: string
  text: string
}

/** The three fixed benefit blocks on every service page (docs/product.md §6 Service pages). */
export const benefits: readonly Benefit[] = copy.benefits

export interface LoanServicesSection {
  heading: string
  text: string
}

export interface LoanServicesPage {
  title: string
  intro: string
  images: [string, string, string]
  /** One for each image. */
  imageAlts: readonly string[]
  sections: readonly LoanServicesSection[]
}

export const overviewImages: [string, string, string] = [
  '/images/services/overview-1.webp',
  '/images/services/overview-2.webp',
  '/images/services/overview-3.webp',
]

/** The generic /service-details page (docs/product.md §6 Service pages: real copy, no placeholder text), in English. */
export const loanServicesPage: LoanServicesPage = {
  title: copy.overview.title,
  intro: copy.overview.intro,
  images: overviewImages,
  imageAlts: copy.overview.imageAlts,
  sections: copy.overview.sections,
}
