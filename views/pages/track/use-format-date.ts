import { formatDate } from '#src/shared/format/date'
import { useLocale } from '#views/i18n/use-i18n'

/** '21 November 2026' on an English page, '21 नवंबर 2026' on a Hindi one; '' for a missing or broken date. */
export function useFormatDate(): (iso: string) => string {
  const locale = useLocale()
  return (iso) => formatDate(iso, locale)
}
