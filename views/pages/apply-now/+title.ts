import type { PageContext } from 'vike/types'
import { siteText } from '#src/shared/content/site'

// Written with the default brand and shown with the configured one (BRAND_NAME), in the page's language.
export const title = (pageContext: PageContext) => siteText(pageContext.messages.apply.title, pageContext.site)
