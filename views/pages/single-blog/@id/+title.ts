import type { PageContext } from 'vike/types'
import { blogMessages } from '../../../../src/shared/schemas/blog'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  const post = pageContext.data?.post
  return `${post ? post.title || blogMessages.titleFallback : blogMessages.notFound} · Loan Partner Blog`
}
