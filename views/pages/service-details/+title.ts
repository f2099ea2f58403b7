import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Loan Services: Personal, Business, Home & More · ${pageContext.site.brandName}`
}
