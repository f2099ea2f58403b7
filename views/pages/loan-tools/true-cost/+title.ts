import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `True Cost & APR Calculator with Key Facts Statement · ${pageContext.site.brandName}`
}
