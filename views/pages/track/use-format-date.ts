import { formatDate } from '../../../src/shared/format/date'
import { useLocale } from '../../i18n/use-i18n'

// Dates in the page's language: Hindi month names, Latin digits (docs/i18n.md), India's time zone.
const hindiDate = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** '21 November 2026' on an English page, '21 नवंबर 2026' on a Hindi one; '' for a missing or broken date. */
export function useFormatDate(): (iso: string) => string {
  if (useLocale() === 'en') return formatDate
  return (iso) => {
    const d = new Date(iso)
    return Number.isNaN(d.getTime()) ? '' : hindiDate.format(d)
  }
}
