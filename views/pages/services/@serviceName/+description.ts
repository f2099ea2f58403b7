import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export function description(pageContext: PageContext<Data>) {
  return pageContext.data.service.description
}
