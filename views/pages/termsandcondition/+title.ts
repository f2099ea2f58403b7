import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Terms and Conditions · ${pageContext.site.brandName}`
}
