import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Loan Tools: True Cost & APR, Prepayment, Eligibility, Balance Transfer · ${pageContext.site.brandName}`
}
