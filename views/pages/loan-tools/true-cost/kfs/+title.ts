import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Illustrative Key Facts Statement (not an offer) · ${pageContext.site.brandName}`
}
