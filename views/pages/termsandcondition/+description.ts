import type { PageContext } from 'vike/types'
import { siteText } from '#src/shared/content/site'

/** Written with the default brand, shown with the configured one (BRAND_NAME), in the page's language. */
export function description(pageContext: PageContext) {
  return siteText(pageContext.messages.legal.terms.description, pageContext.site)
}
