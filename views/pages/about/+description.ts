import type { PageContext } from 'vike/types'
import { siteText } from '#src/shared/content/site'

/** Written with the default brand and shown with the configured one (BRAND_NAME). */
export const description = (pageContext: PageContext) => siteText(pageContext.messages.about.description, pageContext.site)
