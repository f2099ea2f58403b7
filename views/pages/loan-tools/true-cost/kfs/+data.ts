import type { PageContextServer } from 'vike/types'
import { loanTypeSeed } from '../../../../../src/shared/content/loan-types'
import { computeEmi } from '../../../../../src/shared/emi'
import { trueCost } from '../../../../../src/shared/loan-tools/apr'
import { readTrueCost } from '../present'

// The same query as the calculator, read the same way; the schedule is the EMI calculator's
// (whole rupees by running totals, docs/decisions/020), so its columns add up to the totals shown.
export function data(pageContext: PageContextServer) {
  const reading = readTrueCost(pageContext.urlParsed.searchAll)
  const { inputs } = reading
  const schedule = computeEmi({ amount: inputs.amount, rate: inputs.rate, years: inputs.months / 12 }).monthly
  return {
    reading,
    cost: trueCost(inputs),
    loanName: loanTypeSeed.find((t) => t.key === reading.loanType)?.name ?? 'Personal Loan',
    schedule: schedule.map((m) => ({
      month: m.month,
      opening: m.opening,
      principal: m.principal,
      interest: m.interest,
      instalment: m.principal + m.interest,
    })),
  }
}

export type Data = ReturnType<typeof data>
