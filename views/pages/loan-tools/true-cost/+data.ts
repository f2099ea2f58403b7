import type { PageContextServer } from 'vike/types'
import { present } from './present'

// The GET form's query, read with the maths' own clamping: any query, garbage included, gives sane
// figures and a 200. The page is rendered from this view; its script recomputes the same view.
export function data(pageContext: PageContextServer) {
  return present(pageContext.urlParsed.searchAll)
}

export type Data = ReturnType<typeof data>
