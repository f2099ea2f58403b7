import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `Disclosures and Grievance Redressal · ${pageContext.site.brandName}`
}
