// Several loan offers side by side, each at its true cost (docs/decisions/090-borrower-tools-maths.md,
// 166). Pure and browser-safe.
import { trueCost, type TrueCost, type TrueCostInputs } from './apr'

export interface Offer extends TrueCostInputs {
  label: string
}

/** 'cost' when every offer lends the same amount over the same tenure; 'apr' otherwise. */
export type RankedBy = 'cost' | 'apr'

export interface Comparison {
  rows: (TrueCost & { label: string })[]
  /** Index of the cheapest offer (see `by`); −1 when there is none, or every offer's fees swallow its loan. */
  cheapest: number
  /** Every index, cheapest first; offers whose fees leave nothing to disburse come last, unranked. */
  order: number[]
  /**
   * What ranks them: the lowest total cost (ties to the lower APR) when the amounts and tenures are
   * the same; otherwise the lowest APR (ties to the lower total cost), since a bigger or longer loan
   * always costs more in rupees. Full ties keep the form's order.
   */
  by: RankedBy
}

export function compareOffers(offers: Offer[]): Comparison {
  const rows = offers.map((offer) => ({ label: offer.label, ...trueCost(offer) }))
  const first = offers[0]
  const by: RankedBy = offers.every((o) => o.amount === first?.amount && o.months === first?.months) ? 'cost' : 'apr'
  const key = (i: number) => (by === 'cost' ? [rows[i]!.totalCost, rows[i]!.apr] : [rows[i]!.apr, rows[i]!.totalCost])
  const indices = rows.map((_, i) => i)
  const ranked = indices
    .filter((i) => rows[i]!.netDisbursed > 0)
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)]
      return ka[0]! - kb[0]! || ka[1]! - kb[1]! || a - b
    })
  const order = [...ranked, ...indices.filter((i) => rows[i]!.netDisbursed <= 0)]
  return { rows, cheapest: ranked[0] ?? -1, order, by }
}
