import type { PageContext } from 'vike/types'
import { fill } from '#src/shared/i18n/fill'

export function title(pageContext: PageContext) {
  return fill(pageContext.messages.tools.rateConverter.title, { brand: pageContext.site.brandName })
}
