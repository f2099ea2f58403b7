import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `${pageContext.site.brandName} · Easy, Fast & Hassle-Free Loans in India`
}
