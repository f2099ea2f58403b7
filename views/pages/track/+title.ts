import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Track your application · ${pageContext.site.brandName}`
}
