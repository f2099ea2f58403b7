// Comparing offers: query → each offer's true cost side by side (docs/decisions/091).
import type { LoanTypeKey } from '../../../../src/shared/content/loan-types'
import { formatInr } from '../../../../src/shared/format/inr'
import { compareOffers, type Comparison, type Offer } from '../../../../src/shared/loan-tools/compare'
import { compareQuery, offerFieldNames, parseCompareQuery, toolLimits, type CappedFields } from '../../../../src/shared/loan-tools/inputs'
import { applyHref, aprText, capHints, readLoanType, showMonths, showPercent, showRupees, type Show } from '../shared/format'
import { withParams } from '../shared/query'
import type { Query, ToolView } from '../shared/view'

/** Offers on the form: two always, a third when its amount is filled in (the maths reads up to four). */
export const OFFER_COLUMNS = 3
export const offerNumbers = Array.from({ length: OFFER_COLUMNS }, (_, i) => i + 1)

export interface CompareReading {
  offers: Offer[]
  loanType: LoanTypeKey
  capped: CappedFields
  search: string
}

export function readCompare(q: Query): CompareReading {
  // Only the form's offers: a hand-made fourth offer would otherwise take the third's place.
  const ours = Object.fromEntries(
    Object.entries(q).filter(([key]) => !/^offer\d/.test(key) || Number(/^offer(\d+)/.exec(key)![1]) <= OFFER_COLUMNS),
  )
  const { offers, capped } = parseCompareQuery(ours)
  const loanType = readLoanType(q, 'personal')
  return { offers, loanType, capped, search: withParams(compareQuery(offers), { loan: loanType }) }
}

export function present(q: Query): { view: ToolView; search: string } {
  const reading = readCompare(q)
  return { view: compareView(reading, compareOffers(reading.offers)), search: reading.search }
}

export function compareView({ offers, loanType, capped }: CompareReading, c: Comparison): ToolView {
  const text: Record<string, string> = {}
  const show: Record<string, boolean> = {}
  const hints: Record<string, { range: { min: number; max: number }; show: Show }> = {}
  const refusals: Record<string, string> = {}
  for (const n of offerNumbers) {
    const row = c.rows[n - 1]
    const offer = offers[n - 1]
    const cheapest = c.cheapest === n - 1
    show[`offer${n}`] = row !== undefined
    show[`cheap${n}`] = cheapest
    show[`fee-rupees${n}`] = offer?.fee.kind === 'rupees'
    show[`fee-percent${n}`] = offer?.fee.kind !== 'rupees'
    text[`label${n}`] = row?.label ?? `Offer ${n}`
    text[`emi${n}`] = row ? formatInr(row.emi) : '—'
    text[`interest${n}`] = row ? formatInr(row.totalInterest) : '—'
    text[`fees${n}`] = row ? formatInr(row.fee + row.gst) : '—'
    text[`charges${n}`] = row ? formatInr(row.charges) : '—'
    const nothing = row !== undefined && row.netDisbursed <= 0
    text[`net${n}`] = row ? (nothing ? 'Nothing' : formatInr(row.netDisbursed)) : '—'
    text[`apr${n}`] = row ? (nothing ? 'None' : aprText(row.apr, row.aprCapped)) : '—'
    if (nothing)
      refusals[`${offerFieldNames(n).charges}-hint`] = `The fee, GST and charges take the whole loan: nothing would be disbursed.`
    text[`cost${n}`] = row ? formatInr(row.totalCost) : '—'
    text[`mark${n}`] = markOf(c, n - 1)
    // The cards of a narrow screen: card k shows the k-th offer, cheapest first.
    const k = c.order[n - 1]
    const ranked = k === undefined ? undefined : c.rows[k]
    show[`card${n}`] = ranked !== undefined
    show[`card-cheap${n}`] = k !== undefined && k === c.cheapest
    text[`card-label${n}`] = ranked?.label ?? ''
    text[`card-mark${n}`] = k === undefined ? '' : markOf(c, k)
    const names = offerFieldNames(n)
    const percent = (offer?.fee.kind ?? 'percent') === 'percent'
    Object.assign(hints, {
      [names.amount]: { range: toolLimits.amount, show: showRupees },
      [names.rate]: { range: toolLimits.rate, show: showPercent },
      [names.months]: { range: toolLimits.months, show: showMonths },
      [names.fee]: percent ? { range: toolLimits.feePercent, show: showPercent } : { range: toolLimits.feeRupees, show: showRupees },
      [names.charges]: { range: toolLimits.charges, show: showRupees },
    })
  }
  c.order.forEach((k, slot) => {
    for (const m of cardFigures) text[`card-${m}${slot + 1}`] = text[`${m}${k + 1}`] ?? '—'
  })
  return {
    text: { ...text, verdict: verdict(c), ...capHints(capped, hints), ...refusals },
    show: { ...show, apply: c.cheapest >= 0 },
    href: { apply: applyHref(loanType, (offers[c.cheapest] ?? offers[0])?.amount ?? 0) },
    rows: {},
  }
}

/** The figures each card repeats from the table, in the table's order. */
export const cardFigures = ['emi', 'interest', 'fees', 'charges', 'net', 'apr', 'cost'] as const

/**
 * Offer i's mark: 'Cheapest', or 'Lowest APR' when the offers are different loans and the APR ranks
 * them; 'Nothing disbursed' when its fees take the whole loan (docs/decisions/166).
 */
function markOf(c: Comparison, i: number): string {
  if (i === c.cheapest) return c.by === 'cost' ? 'Cheapest' : 'Lowest APR'
  return (c.rows[i]?.netDisbursed ?? 1) <= 0 ? 'Nothing disbursed' : ''
}

function verdict(c: Comparison): string {
  const best = c.rows[c.cheapest]
  if (!best) return 'The fees and charges take the whole loan in every offer: nothing would be disbursed, so there is nothing to compare.'
  const next = c.order.map((i) => c.rows[i]!).find((r, i) => i > 0 && r.netDisbursed > 0)
  const swallowed = c.rows.filter((r) => r.netDisbursed <= 0).map((r) => r.label)
  const nothing = swallowed.length
    ? ` Nothing would be disbursed by ${swallowed.join(' and ')}: its fees and charges take the whole loan.`
    : ''
  if (!next) return `${best.label} is the only offer that disburses anything.${nothing}`
  if (c.by === 'apr') {
    return `The amounts or tenures differ, so the offers are ranked by APR, not by total cost: a larger or longer loan always costs more in rupees. ${best.label} has the lowest APR, ${aprText(best.apr, best.aprCapped)} against ${aprText(next.apr, next.aprCapped)} for ${next.label}.${nothing}`
  }
  const gap = next.totalCost - best.totalCost
  const versus =
    gap > 0 ? `${formatInr(gap)} less than ${next.label}` : `the same as ${next.label}${best.apr < next.apr ? ', at a lower APR' : ''}`
  return `${best.label} is the cheapest: ${formatInr(best.totalCost)} in interest, fees and charges, ${versus}.${nothing}`
}
