import type { PageContext } from 'vike/types'
import { fill } from '#src/shared/i18n/fill'

export function description(pageContext: PageContext) {
  return fill(pageContext.messages.isThisUs.description, { brand: pageContext.site.brandName })
}
