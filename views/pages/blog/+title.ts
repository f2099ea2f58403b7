import type { PageContext } from 'vike/types'
import { siteText } from '#src/shared/content/site'

export const title = (pageContext: PageContext) => siteText(pageContext.messages.blog.title, pageContext.site)
