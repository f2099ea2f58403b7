import type { PageContext } from 'vike/types'

export const description = (pageContext: PageContext) => pageContext.messages.offers.rule.description
