import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '#src/shared/i18n/locales'
import { readTenure } from '#src/shared/offers/match'
import type { Data } from '#views/pages/loan-tools/true-cost/kfs/+data'
import { kfsFigures } from '#views/pages/loan-tools/true-cost/kfs/figures'

// One offer's Key Facts Statement (docs/decisions/220): the true-cost tool's KFS, filled from the
// offer as the borrower's snapshot keeps it (its amount, tenure, rate and fee) and naming its lender.
// Without a live offers pass, or for an offer not shown, the offers page says what to do.
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { search } = pageContext.urlParsed
  const productId = /^\d{1,9}$/.test(search.product ?? '') ? Number(search.product) : 0
  const { tenure } = readTenure(search.tenure)
  const kfs = await pageContext.services.offers.kfs(pageContext.headers?.cookie, productId, tenure)
  if (!kfs) throw redirect(localizePath('/offers', pageContext.locale))
  const { offer } = kfs
  const reading = {
    inputs: {
      amount: offer.amount,
      rate: offer.rateBp / 100,
      months: offer.tenure,
      fee: { kind: 'percent' as const, value: offer.processingFeeBp / 100 },
      gstOnFee: true,
      otherCharges: 0,
    },
    charges: { insurance: 0, valuation: 0, stampDuty: 0, documentation: 0 },
    rateType: 'fixed' as const,
    floating: null,
    loanType: kfs.loanType,
    capped: {},
    search: `product=${offer.productId}&tenure=${offer.tenure}`,
  }
  return { ...kfsFigures(reading), offer: kfs }
}
