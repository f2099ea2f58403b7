import type { PageContextServer } from 'vike/types'
import { present } from './present'

// The GET form's query, read with the maths' own clamping: any query, garbage included, gives sane
// figures and a 200. The page is rendered from this view, in its language; its script recomputes the
// same view with the same words, read from the page.
export function data(pageContext: PageContextServer) {
  return present(pageContext.urlParsed.searchAll, pageContext.messages.trueCost, pageContext.locale)
}

export type Data = ReturnType<typeof data>
