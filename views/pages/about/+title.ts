import type { PageContext } from 'vike/types'

export function title(pageContext: PageContext) {
  return `About Us & FAQ · ${pageContext.site.brandName}`
}
