import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Privacy Policy · ${pageContext.site.brandName}`
}
