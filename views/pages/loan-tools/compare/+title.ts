import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Compare Loan Offers: EMI, Fees, APR and Total Cost · ${pageContext.site.brandName}`
}
