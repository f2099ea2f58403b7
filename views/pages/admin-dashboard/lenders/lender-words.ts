import { annualRateBp, percentText, type Lender, type LenderProduct } from '#src/shared/content/lenders'
import { loanTypeSeed } from '#src/shared/content/loan-types'
import { formatInr } from '#src/shared/format/inr'
import { plural } from '#src/shared/i18n/plural'
import { lenders as words } from '#src/shared/i18n/admin/lenders'
import { fill } from '#src/shared/i18n/fill'

const w = words.figures

// How the admin's lender pages write a lender's and a product's figures.

export const LENDERS_PAGE = '/admin-dashboard/lenders'
export const lenderPage = (id: number) => `${LENDERS_PAGE}/${id}`
export const productPage = (p: LenderProduct) => `${lenderPage(p.lenderId)}/products/${p.id}`

export const loanTypeName = (key: string) => loanTypeSeed.find((t) => t.key === key)?.name ?? key

export function rateWords(p: LenderProduct): string {
  if (p.rate.kind === 'fixed') return fill(w.fixedRate, { rate: percentText(p.rate.rateBp) })
  const { benchmark, benchmarkBp, spreadBp } = p.rate
  return fill(w.floatingRate, {
    rate: percentText(annualRateBp(p.rate)),
    benchmark,
    benchmarkRate: percentText(benchmarkBp),
    spread: percentText(spreadBp),
  })
}

export const amountWords = (p: LenderProduct) => fill(w.amount, { min: formatInr(p.minAmount), max: formatInr(p.maxAmount) })
export const tenureWords = (p: LenderProduct) => fill(w.tenure, { min: p.minTenure, max: p.maxTenure })
export const feeWords = (p: LenderProduct) => fill(w.fee, { fee: percentText(p.processingFeeBp) })
export const eligibilityWords = (p: LenderProduct) =>
  fill(w.eligibility, { income: formatInr(p.minMonthlyIncome), minAge: p.minAge, maxAge: p.maxAge, maxAgeAtEnd: p.maxAgeAtEnd })
export const statesWords = (p: LenderProduct) => (p.states === 'all' ? w.allOfIndia : p.states.join(', '))

export const statusWords = (x: Pick<Lender, 'active'>) => (x.active ? w.active : w.paused)

/** A lender's cooling-off period, "1 day" or "3 days" (the admin's words are English). */
export const coolingOffWords = (days: number) => fill(plural('en', days, w.days), { n: days })
