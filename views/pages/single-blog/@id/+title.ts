import type { PageContext } from 'vike/types'
import { blogMessages } from '../../../../src/shared/schemas/blog'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  return `${pageContext.data.post.title || blogMessages.titleFallback} · ${pageContext.site.brandName} Blog`
}
