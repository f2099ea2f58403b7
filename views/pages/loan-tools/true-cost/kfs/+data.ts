import type { PageContextServer } from 'vike/types'
import type { OfferKfs } from '#src/shared/offers/view'
import { readTrueCost } from '../present'
import { kfsFigures } from './figures'

// The same query as the calculator, read the same way, and the same maths: trueCost for every figure,
// the EMI calculator's schedule (whole rupees by running totals, docs/decisions/020) for Annex C, so
// its columns add up to the totals shown (docs/decisions/168). No second computation of any figure.
export function data(pageContext: PageContextServer) {
  return { ...kfsFigures(readTrueCost(pageContext.urlParsed.searchAll)), offer: null as OfferKfs | null }
}

export type Data = ReturnType<typeof data>
