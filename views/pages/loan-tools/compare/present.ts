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
    text[`net${n}`] = row ? formatInr(row.netDisbursed) : '—'
    text[`apr${n}`] = row ? aprText(row.apr, row.aprCapped) : '—'
    text[`cost${n}`] = row ? formatInr(row.totalCost) : '—'
    text[`mark${n}`] = cheapest ? 'Cheapest' : ''
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
  return {
    text: { ...text, verdict: verdict(offers, c), ...capHints(capped, hints) },
    show,
    href: { apply: applyHref(loanType, (offers[c.cheapest] ?? offers[0])?.amount ?? 0) },
    rows: {},
  }
}

function verdict(offers: Offer[], c: Comparison): string {
  const best = c.rows[c.cheapest]
  if (!best) return ''
  const others = c.rows.filter((_, i) => i !== c.cheapest).sort((a, b) => a.totalCost - b.totalCost)
  const next = others[0]!
  const gap = next.totalCost - best.totalCost
  const versus =
    gap > 0 ? `${formatInr(gap)} less than ${next.label}` : `the same as ${next.label}${best.apr < next.apr ? ', at a lower APR' : ''}`
  const alike = offers.every((o) => o.amount === offers[0]!.amount && o.months === offers[0]!.months)
  const caution = alike ? '' : ' The amounts or tenures differ, so compare the APRs as well.'
  return `${best.label} is the cheapest: ${formatInr(best.totalCost)} in interest, fees and charges, ${versus}.${caution}`
}
