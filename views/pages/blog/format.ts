import { formatDate } from '#src/shared/format/date'
import type { Locale } from '#src/shared/i18n/locales'

/** A /blog address with the given filters; empty values are left out. Pass it through useHref() for the page's language. */
export function blogHref(params: { q?: string; category?: string | null; page?: number }): string {
  const query = new URLSearchParams()
  if (params.q) query.set('q', params.q)
  if (params.category) query.set('category', params.category)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  const s = query.toString()
  return s ? `/blog?${s}` : '/blog'
}

/** A post's date in the page's language ('21 November 2026', '21 नवंबर 2026'); '' for a missing or broken date. */
export const postDate = (iso: string, locale: Locale): string => formatDate(iso, locale)
