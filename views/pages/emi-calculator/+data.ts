import type { PageContextServer } from 'vike/types'
import { presentEmi } from './present'

// The GET form's query (?amount=…&rate=…&tenure=…), clamped: any query, garbage included, gives
// sane inputs and a 200. The page shows what presentEmi makes of it; the script redoes it live.
export function data(pageContext: PageContextServer) {
  return presentEmi(pageContext.urlParsed.searchAll, { words: pageContext.messages.emi, locale: pageContext.locale })
}

export type Data = ReturnType<typeof data>
