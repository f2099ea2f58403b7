import type { PageContext } from 'vike/types'
import { fill } from '#src/shared/i18n/fill'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  const m = pageContext.messages.blog.post
  return fill(m.documentTitle, { title: pageContext.data.post.title || m.titleFallback, brand: pageContext.site.brandName })
}
