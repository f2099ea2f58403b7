import type { PageContextServer } from 'vike/types'
import { present } from './present'

// The GET form's query, clamped by the maths: any query gives sane figures and a 200.
export function data(pageContext: PageContextServer) {
  return present(pageContext.urlParsed.searchAll, { words: pageContext.messages.tools, locale: pageContext.locale })
}

export type Data = ReturnType<typeof data>
