import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export function description(pageContext: PageContext<Data>) {
  const text = pageContext.data.post.content.replace(/\s+/g, ' ').trim()
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}
