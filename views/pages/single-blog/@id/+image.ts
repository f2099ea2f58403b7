import type { PageContext } from 'vike/types'
import type { Data } from './+data'

/** The post's own Open Graph image (listed before the site-wide one, so it is the one crawlers pick). */
export function image(pageContext: PageContext<Data>) {
  return `${pageContext.origin}${pageContext.data.post.image}`
}
