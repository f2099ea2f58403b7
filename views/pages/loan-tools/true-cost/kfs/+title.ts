import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Illustrative Key Fact Statement (not an offer) · ${pageContext.site.brandName}`
}
