/** A /blog address with the given filters; empty values are left out. */
export function blogHref(params: { q?: string; category?: string | null; page?: number }): string {
  const query = new URLSearchParams()
  if (params.q) query.set('q', params.q)
  if (params.category) query.set('category', params.category)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  const s = query.toString()
  return s ? `/blog?${s}` : '/blog'
}
