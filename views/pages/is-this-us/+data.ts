import type { PageContextServer } from 'vike/types'
import { IS_THIS_US_FIELD } from '#src/shared/content/is-this-us'
import { checkValue } from '#src/shared/official-channels'

// The GET form's answer (docs/decisions/205), worked out here on every request: what was typed is
// read, compared with the configured channels and shown back, and goes nowhere else.
export function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed
  const typed = Object.hasOwn(search, IS_THIS_US_FIELD) ? search[IS_THIS_US_FIELD]! : null
  const { official, brandName } = pageContext.site
  return {
    value: typed ?? '',
    empty: typed !== null && typed.trim() === '',
    result: typed === null || typed.trim() === '' ? null : checkValue(typed, official, brandName),
    // An answer to what someone typed is never kept for the next visitor (docs/decisions/206).
    personal: typed !== null,
  }
}

export type Data = ReturnType<typeof data>
