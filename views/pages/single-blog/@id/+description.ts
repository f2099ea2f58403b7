import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export function description(pageContext: PageContext<Data>) {
  const post = pageContext.data?.post
  if (!post) return 'This blog post does not exist or was removed.'
  const text = post.content.replace(/\s+/g, ' ').trim()
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}
