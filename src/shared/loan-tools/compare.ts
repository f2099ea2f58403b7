// Several loan offers side by side, each at its true cost (docs/decisions/090-borrower-tools-maths.md).
// Pure and browser-safe.
import { trueCost, type TrueCost, type TrueCostInputs } from './apr'

export interface Offer extends TrueCostInputs {
  label: string
}

export interface Comparison {
  rows: (TrueCost & { label: string })[]
  /** Index of the offer with the lowest total cost; ties go to the lower APR, then the first; −1 when there are none. */
  cheapest: number
}

export function compareOffers(offers: Offer[]): Comparison {
  const rows = offers.map((offer) => ({ label: offer.label, ...trueCost(offer) }))
  let cheapest = -1
  rows.forEach((row, index) => {
    const best = rows[cheapest]
    if (!best || row.totalCost < best.totalCost || (row.totalCost === best.totalCost && row.apr < best.apr)) cheapest = index
  })
  return { rows, cheapest }
}
