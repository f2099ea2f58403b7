import type { PageContextServer } from 'vike/types'
import { clampEmiInputs } from '../../../src/shared/emi'

// The GET form's query (?amount=…&rate=…&tenure=…), clamped: any query, garbage included, gives
// sane inputs and a 200. The page computes the figures from these, on the server first.
export function data(pageContext: PageContextServer) {
  return { inputs: clampEmiInputs(pageContext.urlParsed.searchAll) }
}

export type Data = ReturnType<typeof data>
