import type { PageContext } from 'vike/types'
import { fill } from '#src/shared/i18n/fill'
import type { Data } from '#views/pages/loan-tools/true-cost/kfs/+data'

export function title(pageContext: PageContext & { data?: Data }) {
  const lender = pageContext.data?.offer?.lender.displayName ?? ''
  return fill(pageContext.messages.offers.kfsPage.pageTitle, { lender, brand: pageContext.site.brandName })
}
