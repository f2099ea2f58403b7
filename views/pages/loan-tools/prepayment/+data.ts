import type { PageContextServer } from 'vike/types'
import { present } from './present'

// The GET form's query, clamped by the maths: any query gives sane figures and a 200, in the page's language.
export function data(pageContext: PageContextServer) {
  return present(pageContext.urlParsed.searchAll, pageContext.messages.trueCost, pageContext.locale)
}

export type Data = ReturnType<typeof data>
