import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `${pageContext.messages.legal.disclosures.metaTitle} · ${pageContext.site.brandName}`
}
