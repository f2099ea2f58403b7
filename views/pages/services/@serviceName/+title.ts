import type { PageContext } from 'vike/types'
import { fill } from '#src/shared/i18n/fill'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  return fill(pageContext.messages.services.title, { title: pageContext.data.service.title, brand: pageContext.site.brandName })
}
