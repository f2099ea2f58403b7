import type { PageContextServer } from 'vike/types'
import { loanLimits } from '#src/shared/content/business'
import { amountNote } from '#src/shared/content/consultation'
import { loanTypeFromTitle } from '#src/shared/content/loan-types'
import { parseRupees } from '#src/shared/schemas/loan-application'

// ?loan=<service title> picks the first tab (service pages link here with it); ?amount= comes from
// the EMI calculator and the loan tools and prefills the loan amount when the form would accept it;
// otherwise the form says why, with a consultation link that carries both (docs/decisions/147).
export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed
  const amount = search.amount === undefined ? null : parseRupees(search.amount)
  const inLimits = amount !== null && amount >= loanLimits.minAmount && amount <= loanLimits.maxAmount
  const initialTab = loanTypeFromTitle(search.loan)
  return {
    loanTypes: await pageContext.services.loanTypes(),
    // The tab the form opens on is the loan type it sends, unless the visitor picks another (docs/decisions/145).
    initialTab,
    prefillAmount: inLimits ? new Intl.NumberFormat('en-IN').format(amount) : '',
    amountNote: amount === null ? null : amountNote(amount, initialTab, pageContext.messages.apply.amountNote),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
