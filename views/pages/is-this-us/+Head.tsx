import { useData } from 'vike-react/useData'
import type { Data } from './+data'

/** An answer is for the one who asked: search engines index the page, never a check. */
export function Head() {
  return useData<Data>().personal ? <meta name="robots" content="noindex" /> : null
}
