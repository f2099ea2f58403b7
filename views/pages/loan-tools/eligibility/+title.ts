import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Loan Eligibility & Reverse EMI Calculator · ${pageContext.site.brandName}`
}
