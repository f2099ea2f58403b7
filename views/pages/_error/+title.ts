import type { PageContext } from 'vike/types'
import { errorReason } from '#src/shared/content/not-found'

export const title = (pageContext: PageContext) => `${errorReason(pageContext).title} · ${pageContext.site.brandName}`
