const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** en-GB 'day long-month year' (SPEC.md §2), e.g. 21 November 2026, in India's time zone. */
export const formatPostDate = (iso: string) => dateFormat.format(new Date(iso))

/** A /blog address with the given filters; empty values are left out. */
export function blogHref(params: { q?: string; category?: string | null; page?: number }): string {
  const query = new URLSearchParams()
  if (params.q) query.set('q', params.q)
  if (params.category) query.set('category', params.category)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  const s = query.toString()
  return s ? `/blog?${s}` : '/blog'
}
