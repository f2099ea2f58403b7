import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `True Cost & APR Calculator with Key Fact Statement · ${pageContext.site.brandName}`
}
