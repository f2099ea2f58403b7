import type { PageContextServer } from 'vike/types'
import { loanLimits } from '../../../src/shared/content/business'
import { loanTypeFromTitle } from '../../../src/shared/content/loan-types'
import { parseRupees } from '../../../src/shared/schemas/loan-application'

// ?loan=<service title> picks the first tab (service pages link here with it); ?amount= comes from
// the EMI calculator and prefills the loan amount when the form would accept it.
export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed
  const amount = search.amount === undefined ? null : parseRupees(search.amount)
  const inLimits = amount !== null && amount >= loanLimits.minAmount && amount <= loanLimits.maxAmount
  return {
    loanTypes: await pageContext.services.loanTypes(),
    initialTab: loanTypeFromTitle(search.loan),
    // The loan type the visitor came for, from a service page's Apply Now; it picks the decision time
    // and documents of the acknowledgement (docs/decisions/100). Without ?loan= the purpose decides.
    chosenLoanType: search.loan === undefined ? '' : loanTypeFromTitle(search.loan),
    prefillAmount: inLimits ? new Intl.NumberFormat('en-IN').format(amount) : '',
  }
}

export type Data = Awaited<ReturnType<typeof data>>
