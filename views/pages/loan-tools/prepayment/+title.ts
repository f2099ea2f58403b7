import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Part-Prepayment Calculator: Interest Saved, New EMI or Tenure · ${pageContext.site.brandName}`
}
