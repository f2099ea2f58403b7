import type { PageContextServer } from 'vike/types'
import { ELIGIBILITY_FORM } from '#src/shared/loan-tools/inputs'
import { present, reverseOnly } from './present'

// A POST renders the eligibility form's fields (src/features/loan-tools/loan-tools.routes.server.ts); a GET
// reads only the reverse EMI's, so income in a query is never shown (docs/decisions/091). Both are
// clamped: any input gives sane figures and a 200.
export function data(pageContext: PageContextServer) {
  const { formState, locale } = pageContext
  const lang = { words: pageContext.messages.tools, locale }
  if (formState?.form === ELIGIBILITY_FORM) return present(formState.values, lang)
  return present(reverseOnly(pageContext.urlParsed.searchAll), lang)
}

export type Data = ReturnType<typeof data>
