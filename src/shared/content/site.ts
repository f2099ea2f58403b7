// The business identity and the shared layout's links (docs/product.md §1 Who it is for, §3 Shared layout).
// Configuration can override the identity (§1); the server passes the result to every page.

import common from '../i18n/en/common'
import { sampleIdentity, type Disclosed } from './legal-identity'
import { officialChannels, type OfficialChannels } from '../official-channels'

export interface SiteIdentity {
  brandName: string
  email: string
  phone: string
  address: string
  hours: string
  mapEmbedUrl: string
  mapLinkUrl: string
  chatUrl: string
  /**
   * Named on /disclosures, as RBI's Digital Lending Directions, 2025 ask (docs/decisions/101); `sample`
   * while the bundled name stands in for a configured one (docs/decisions/169).
   */
  grievanceOfficer: { name: string; email: string; phone: string; sample: boolean }
  /** The legal identity /disclosures shows: configured, or the labelled sample (docs/decisions/169). */
  legal: Disclosed
  /** How long applications and enquiries are kept (RETENTION_DAYS), as the privacy policy and FAQ say. */
  retentionDays: number
  /** The web addresses, phone numbers, e-mail addresses and WhatsApp number /is-this-us lists and checks (docs/decisions/205). */
  official: OfficialChannels
}

const sample: Omit<SiteIdentity, 'official'> = {
  brandName: 'Loan Partner',
  email: 'support@loanpartner.in',
  phone: '+91 98765 43210',
  address: '15th Floor, Galaxy Plaza Mall, Knowledge Park II, Greater Noida, Uttar Pradesh 201310',
  hours: common.defaultHours,
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=77.4905%2C28.4560%2C77.5165%2C28.4750&layer=mapnik&marker=28.4655%2C77.5035',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=28.4655&mlon=77.5035#map=16/28.4655/77.5035',
  chatUrl: 'https://wa.me/919876543210',
  grievanceOfficer: { name: 'Rohit Verma', email: 'grievance@loanpartner.in', phone: '+91 98765 43210', sample: true },
  legal: { identity: sampleIdentity, identitySample: true },
  retentionDays: 365,
}

export const defaultSite: SiteIdentity = {
  ...sample,
  // The site's own address is known only where it runs (src/server/site.server.ts).
  official: officialChannels({
    websites: [],
    phones: [sample.phone, sample.grievanceOfficer.phone],
    emails: [sample.email, sample.grievanceOfficer.email],
    chatUrl: sample.chatUrl,
  }),
}

/**
 * Copy written with the default brand and the token {retentionDays}, as this site shows it: its
 * configured brand name and retention period (BRAND_NAME, RETENTION_DAYS).
 */
export function siteText(text: string, site: Pick<SiteIdentity, 'brandName' | 'retentionDays'>): string {
  return text.replaceAll(defaultSite.brandName, site.brandName).replaceAll('{retentionDays}', String(site.retentionDays))
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export const copyright = '© 2022-2025'

// The shared layout's links (docs/product.md §3 Shared layout); their words are the catalogue's
// `common` part (src/shared/i18n/en/common.ts), under the same keys.
export const mainNav = [
  { key: 'home', href: '/' },
  { key: 'services', href: '/service-details' },
  { key: 'emi', href: '/emi-calculator' },
  { key: 'tools', href: '/loan-tools' },
  { key: 'contact', href: '/contact-us' },
  { key: 'about', href: '/about' },
  { key: 'blog', href: '/blog' },
] as const

export const footerColumns = {
  company: [
    { key: 'home', href: '/' },
    { key: 'about', href: '/about' },
    { key: 'blog', href: '/blog' },
    { key: 'tools', href: '/loan-tools' },
    { key: 'track', href: '/track' },
    { key: 'contact', href: '/contact-us' },
  ],
  policy: [
    { key: 'terms', href: '/termsandcondition' },
    { key: 'privacy', href: '/privacypolicy' },
    { key: 'disclosures', href: '/disclosures' },
    { key: 'pricing', href: '/apply-now#pricing' },
    { key: 'faq', href: '/about#faqsection' },
    { key: 'support', href: '/contact-us' },
  ],
} as const

// docs/product.md §3 Shared layout: three social icons with placeholder targets.
export const socialLinks = ['facebook', 'instagram', 'linkedin'] as const
