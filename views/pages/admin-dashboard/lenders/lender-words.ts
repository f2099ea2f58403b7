import { annualRateBp, percentText, type Lender, type LenderProduct } from '#src/shared/content/lenders'
import { loanTypeSeed } from '#src/shared/content/loan-types'
import { formatInr } from '#src/shared/format/inr'
import { plural } from '#src/shared/i18n/plural'

// How the admin's lender pages write a lender's and a product's figures.

export const LENDERS_PAGE = '/admin-dashboard/lenders'
export const lenderPage = (id: number) => `${LENDERS_PAGE}/${id}`
export const productPage = (p: LenderProduct) => `${lenderPage(p.lenderId)}/products/${p.id}`

export const loanTypeName = (key: string) => loanTypeSeed.find((t) => t.key === key)?.name ?? key

export function rateWords(p: LenderProduct): string {
  if (p.rate.kind === 'fixed') return `${percentText(p.rate.rateBp)}% fixed`
  const { benchmark, benchmarkBp, spreadBp } = p.rate
  return `${percentText(annualRateBp(p.rate))}% floating (${benchmark} ${percentText(benchmarkBp)}% + ${percentText(spreadBp)}%)`
}

export const amountWords = (p: LenderProduct) => `${formatInr(p.minAmount)} – ${formatInr(p.maxAmount)}`
export const tenureWords = (p: LenderProduct) => `${p.minTenure} – ${p.maxTenure} months`
export const feeWords = (p: LenderProduct) => `${percentText(p.processingFeeBp)}% + 18% GST`
export const eligibilityWords = (p: LenderProduct) =>
  `Income ${formatInr(p.minMonthlyIncome)}+ a month; age ${p.minAge}–${p.maxAge} at applying, at most ${p.maxAgeAtEnd} at the end`
export const statesWords = (p: LenderProduct) => (p.states === 'all' ? 'All of India' : p.states.join(', '))

export const statusWords = (x: Pick<Lender, 'active'>) => (x.active ? 'Active' : 'Paused')

/** A lender's cooling-off period, "1 day" or "3 days" (the admin's words are English). */
export const coolingOffWords = (days: number) => `${days} ${plural('en', days, { one: 'day', other: 'days' })}`
