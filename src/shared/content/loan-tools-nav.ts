// The borrower tools (issue 12): their addresses and one-line descriptions, for the hub, the header,
// the EMI calculator's "More tools" strip and the service pages. Kept apart from the tools' longer
// copy (loan-tools-copy.ts). The names and descriptions are the catalogue's (src/shared/i18n/en/tools.ts).
import tools from '../i18n/en/tools'
import type { ServiceSlug } from './services'

export const loanToolSlugs = ['true-cost', 'prepayment', 'eligibility', 'balance-transfer', 'compare', 'rate-converter'] as const
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

/** In English; a page in another language takes each tool's words from its catalogue (tools.nav[slug]). */
export const loanTools: LoanToolEntry[] = loanToolSlugs.map((slug) => ({ slug, href: `${loanToolsHref}/${slug}`, ...tools.nav[slug] }))

/** The tools that answer the usual questions about each loan, most useful first. */
const toolsByService: Record<ServiceSlug, LoanToolSlug[]> = {
  'personal-loan': ['true-cost', 'compare', 'prepayment'],
  'business-loan': ['true-cost', 'eligibility', 'compare'],
  'overdraft-loan': ['true-cost', 'compare'],
  'home-loan': ['eligibility', 'prepayment', 'balance-transfer'],
  // Car dealers quote flat rates (docs/decisions/210).
  'car-loan': ['true-cost', 'rate-converter', 'prepayment', 'compare'],
  'creditcard-loan': ['true-cost', 'balance-transfer'],
}

export function toolsForService(slug: ServiceSlug): LoanToolEntry[] {
  return toolsByService[slug].map((s) => loanTools.find((t) => t.slug === s)!)
}

/** Lump-sum rows on the prepayment form (the maths reads up to five); the CSV reads the same rows. */
export const prepaymentLumpRows = 3
