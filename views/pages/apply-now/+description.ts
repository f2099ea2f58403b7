import type { PageContext } from 'vike/types'
import { siteText } from '#src/shared/content/site'

export const description = (pageContext: PageContext) => siteText(pageContext.messages.apply.description, pageContext.site)
