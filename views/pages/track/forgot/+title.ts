import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Forgot your reference? · ${pageContext.site.brandName}`
}
