import type { PageContext } from 'vike/types'
import { siteText } from '#src/shared/content/site'

/** A page's title or description, written with the default brand and shown with the configured one (BRAND_NAME). */
export const branded = (text: string) => (pageContext: PageContext) => siteText(text, pageContext.site)
