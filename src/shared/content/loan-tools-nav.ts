// The borrower tools (issue 12): their addresses and one-line descriptions, for the hub, the header,
// the EMI calculator's "More tools" strip and the service pages. Kept apart from the tools' longer
// copy (loan-tools-copy.ts) because the header ships in every page's JavaScript.
import type { ServiceSlug } from './services'

export const loanToolSlugs = ['true-cost', 'prepayment', 'eligibility', 'balance-transfer', 'compare'] as const
export type LoanToolSlug = (typeof loanToolSlugs)[number]

export interface LoanToolEntry {
  slug: LoanToolSlug
  href: string
  /** Short name for menus and cards. */
  label: string
  /** One line: what the tool answers. */
  description: string
}

export const loanToolsHref = '/loan-tools'

export const loanTools: LoanToolEntry[] = [
  {
    slug: 'true-cost',
    href: '/loan-tools/true-cost',
    label: 'True cost & APR',
    description: 'What you really receive and repay once fees and GST are in, as an APR, with a draft Key Facts Statement',
  },
  {
    slug: 'prepayment',
    href: '/loan-tools/prepayment',
    label: 'Part-prepayment',
    description: 'How much interest a lump sum saves, the new EMI or tenure, and whether a charge applies',
  },
  {
    slug: 'eligibility',
    href: '/loan-tools/eligibility',
    label: 'Eligibility & reverse EMI',
    description: 'The largest loan your income supports, or the loan an EMI you choose can repay',
  },
  {
    slug: 'balance-transfer',
    href: '/loan-tools/balance-transfer',
    label: 'Balance transfer',
    description: 'Whether moving your loan to a lower rate pays after the new lender’s fees, and from which month',
  },
  {
    slug: 'compare',
    href: '/loan-tools/compare',
    label: 'Compare offers',
    description: 'Two or three offers side by side: EMI, interest, fees, APR and total cost, the cheapest marked',
  },
]

/** The tools that answer the usual questions about each loan, most useful first. */
const toolsByService: Record<ServiceSlug, LoanToolSlug[]> = {
  'personal-loan': ['true-cost', 'compare', 'prepayment'],
  'business-loan': ['true-cost', 'eligibility', 'compare'],
  'overdraft-loan': ['true-cost', 'compare'],
  'home-loan': ['eligibility', 'prepayment', 'balance-transfer'],
  'car-loan': ['true-cost', 'prepayment', 'compare'],
  'creditcard-loan': ['true-cost', 'balance-transfer'],
}

export function toolsForService(slug: ServiceSlug): LoanToolEntry[] {
  return toolsByService[slug].map((s) => loanTools.find((t) => t.slug === s)!)
}

/** Lump-sum rows on the prepayment form (the maths reads up to five); the CSV reads the same rows. */
export const prepaymentLumpRows = 3
