import en from '../i18n/en/apply'
import { LOCALES, type Locale } from '../i18n/locales'

// The apply form's optional consents, one per purpose, and the notice beside them (issue 13,
// docs/decisions/100). Each ledger row stores CONSENT_NOTICE_VERSION: change it whenever the
// wording changes, in either language (docs/decisions/176), so the ledger says which text a person saw.

export const CONSENT_NOTICE_VERSION = 'optional-consents-2026-11-v2'

/** The version as the page shows it, from the stored one: { date: 'November 2026' or 'नवंबर 2026', n: '2' }. */
export function noticeVersionWords(locale: Locale, version = CONSENT_NOTICE_VERSION): { date: string; n: string } {
  const [, year = '', month = '', n = ''] = /(\d{4})-(\d{2})-v(\d+)$/.exec(version) ?? []
  const date = new Intl.DateTimeFormat(LOCALES[locale].dateLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return { date: date.format(Date.UTC(Number(year), Number(month) - 1, 1)), n }
}

const t = en.consent

export const consentPurposes = ['partner_calls', 'marketing'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/** The form field of each purpose; unticked (absent) means not given. */
export const consentFields: Record<ConsentPurpose, string> = {
  partner_calls: 'consentPartnerCalls',
  marketing: 'consentMarketing',
}

/** The words are the catalogue's (src/shared/i18n/en/apply.ts, `consent`; Hindi beside it). */
export const consentCopy = {
  heading: t.heading,
  labels: t.labels satisfies Record<ConsentPurpose, string>,
  /** Short names for the tracker and the lead desk. */
  names: t.names satisfies Record<ConsentPurpose, string>,
  optionalNote: t.optionalNote,
  /** The itemised notice: what is collected, and why. */
  notice: t.notice,
} as const

/** The desk's name of a ledger row's purpose: an optional consent, or the consent to share with a chosen lender. */
export const consentLabelsFor = (purpose: string): string =>
  (consentCopy.names as Record<string, string>)[purpose] ?? (purpose === 'lender_share' ? 'Share with the chosen lender' : purpose)
