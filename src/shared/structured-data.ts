// schema.org JSON-LD for search engines: the business (every page) and the FAQ (/about).
import type { FaqEntry } from './content/faq'
import type { SiteIdentity } from './content/site'
import { LOCALES, locales } from './i18n/locales'

/** docs/product.md §1 Who it is for: Monday to Saturday, 10 AM to 7 PM. */
export const openingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '10:00',
  closes: '19:00',
} as const

export interface PostalAddress {
  '@type': 'PostalAddress'
  streetAddress: string
  addressLocality?: string
  addressRegion?: string
  postalCode?: string
  addressCountry: 'IN'
}

/**
 * Splits a one-line Indian address ('…, Greater Noida, Uttar Pradesh 201310') into its parts.
 * Configuration may override the address with any text, so anything that does not end in a
 * state and a 6-digit PIN stays whole in streetAddress.
 */
export function postalAddress(address: string): PostalAddress {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const last = parts.at(-1)?.match(/^(.+?)\s+(\d{6})$/)
  if (!last || parts.length < 3) return { '@type': 'PostalAddress', streetAddress: address.trim(), addressCountry: 'IN' }
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2)!,
    addressRegion: last[1]!,
    postalCode: last[2]!,
    addressCountry: 'IN',
  }
}

export function financialService(site: SiteIdentity, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${origin}/#business`,
    name: site.brandName,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    image: `${origin}/images/og.png`,
    email: site.email,
    telephone: site.phone.replace(/\s+/g, ''),
    address: postalAddress(site.address),
    areaServed: { '@type': 'Country', name: 'India' },
    currenciesAccepted: 'INR',
    // The site serves both languages (docs/i18n.md).
    knowsLanguage: locales.map((l) => LOCALES[l].hreflang),
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: openingHours.days, opens: openingHours.opens, closes: openingHours.closes },
    ],
    hasMap: site.mapLinkUrl,
  }
}

export function faqPage(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.title,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  }
}
