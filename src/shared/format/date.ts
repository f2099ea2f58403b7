import { LOCALES, locales, type Locale } from '../i18n/locales'

// Dates are stored in UTC and shown in India's time zone, in en-GB form (docs/product.md §10 Blog), or
// with Hindi month names and Latin digits on Hindi pages (docs/i18n.md).
const longDate = Object.fromEntries(
  locales.map((l) => [
    l,
    new Intl.DateTimeFormat(LOCALES[l].dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})

/** 'day long-month year', e.g. 21 November 2026 (21 नवंबर 2026 in Hindi); '' for a missing or broken date. */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : longDate[locale].format(d)
}

/** '21 Nov 2026, 14:05' for admin lists and histories; '' for a missing or broken date. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d)
}

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** A calendar date as the admin reads it: '2008-11-25' → '25 Nov 2008'; '' for a missing or broken one. */
export function formatCalendarDate(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd ?? '')
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null
  return d && !Number.isNaN(d.getTime()) ? shortDate.format(d) : ''
}

/** A stored gender in words: 'FEMALE' → 'Female'; anything unknown as it is. */
export function formatGender(stored: string): string {
  return ({ MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' } as Record<string, string>)[stored] ?? stored
}

/** The calendar day in India (UTC+05:30) at an instant, YYYY-MM-DD. */
export const indiaDay = (at: Date | string): string => new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 10)
