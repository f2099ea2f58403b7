import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Balance Transfer Calculator: Saving After Fees and Break-even · ${pageContext.site.brandName}`
}
