import type { PageContext } from 'vike/types'
import { siteText } from '#src/shared/content/site'

export function title(pageContext: PageContext) {
  return siteText(pageContext.messages.emi.title, pageContext.site)
}
