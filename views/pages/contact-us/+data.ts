import type { PageContextServer } from 'vike/types'
import { consultationMessage, contactLoanTypeFor } from '#src/shared/content/consultation'
import { loanTypeFromTitle, loanTypeSeed } from '#src/shared/content/loan-types'
import { parseRupees } from '#src/shared/schemas/loan-application'

// ?loan=<name>&amount=<rupees> comes from the apply form's consultation link (docs/decisions/147): the
// form opens with that loan type chosen and a message naming the amount, for the visitor to edit,
// written in the page's language (the loan type's value stays its English name, as stored).
export function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed
  const amount = search.amount === undefined ? null : parseRupees(search.amount)
  if (amount === null || amount <= 0) return { prefill: {} as Record<string, string> }
  const { key, name } = loanTypeSeed.find((t) => t.key === loanTypeFromTitle(search.loan))!
  const loanType = contactLoanTypeFor(name)
  const { contact, services } = pageContext.messages
  const message = consultationMessage(services.loanTypes[key].name, amount, contact.consultationMessage)
  return { prefill: { ...(loanType && { LoanType: loanType }), Message: message } as Record<string, string> }
}

export type Data = ReturnType<typeof data>
