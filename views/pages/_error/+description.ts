import type { PageContext } from 'vike/types'
import { errorReason } from '#src/shared/content/not-found'

export const description = (pageContext: PageContext) => errorReason(pageContext).text
