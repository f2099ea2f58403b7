// Comparing offers: query → each offer's true cost side by side (docs/decisions/091).
import type { LoanTypeKey } from '#src/shared/content/loan-types'
import { formatInr } from '#src/shared/format/inr'
import { compareOffers, type Comparison, type Offer } from '#src/shared/loan-tools/compare'
import {
  compareQuery,
  defaultOfferLabel,
  offerFieldNames,
  parseCompareQuery,
  toolLimits,
  type CappedFields,
} from '#src/shared/loan-tools/inputs'
import { fill } from '#src/shared/i18n/fill'
import { applyHref, aprText, capHints, readLoanType, shows, type Show, type ToolLang } from '../shared/format'
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

/** The query → what the page shows, in the page's language (lang: the server's pageContext, or the page's JSON in the browser). */
export function present(q: Query, lang: ToolLang): { view: ToolView; search: string } {
  const reading = readCompare(q)
  return { view: compareView(reading, compareOffers(reading.offers), lang), search: reading.search }
}

export function compareView({ offers, loanType, capped }: CompareReading, comparison: Comparison, lang: ToolLang): ToolView {
  const { words, locale } = lang
  const w = words.compare
  // An offer left unnamed is 'Offer n' in the query, in every language; the page names it in its own.
  const c = { ...comparison, rows: comparison.rows.map((r, i) => ({ ...r, label: offerLabel(r.label, i + 1, w) })) }
  const sh = shows(words.shared, locale)
  const apr = (row: { apr: number; aprCapped: boolean }) => aprText(row.apr, row.aprCapped, words.shared)
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
    text[`label${n}`] = row?.label ?? fill(w.offerN, { n })
    text[`emi${n}`] = row ? formatInr(row.emi) : '—'
    text[`interest${n}`] = row ? formatInr(row.totalInterest) : '—'
    text[`fees${n}`] = row ? formatInr(row.fee + row.gst) : '—'
    text[`charges${n}`] = row ? formatInr(row.charges) : '—'
    const nothing = row !== undefined && row.netDisbursed <= 0
    text[`net${n}`] = row ? (nothing ? w.nothing : formatInr(row.netDisbursed)) : '—'
    text[`apr${n}`] = row ? (nothing ? w.none : apr(row)) : '—'
    if (nothing) refusals[`${offerFieldNames(n).charges}-hint`] = w.swallowedHint
    text[`cost${n}`] = row ? formatInr(row.totalCost) : '—'
    text[`mark${n}`] = markOf(c, n - 1, lang)
    // The cards of a narrow screen: card k shows the k-th offer, cheapest first.
    const k = c.order[n - 1]
    const ranked = k === undefined ? undefined : c.rows[k]
    show[`card${n}`] = ranked !== undefined
    show[`card-cheap${n}`] = k !== undefined && k === c.cheapest
    text[`card-label${n}`] = ranked?.label ?? ''
    text[`card-mark${n}`] = k === undefined ? '' : markOf(c, k, lang)
    const names = offerFieldNames(n)
    const percent = (offer?.fee.kind ?? 'percent') === 'percent'
    Object.assign(hints, {
      [names.amount]: { range: toolLimits.amount, show: sh.rupees },
      [names.rate]: { range: toolLimits.rate, show: sh.percent },
      [names.months]: { range: toolLimits.months, show: sh.months },
      [names.fee]: percent ? { range: toolLimits.feePercent, show: sh.percent } : { range: toolLimits.feeRupees, show: sh.rupees },
      [names.charges]: { range: toolLimits.charges, show: sh.rupees },
    })
  }
  c.order.forEach((k, slot) => {
    for (const m of cardFigures) text[`card-${m}${slot + 1}`] = text[`${m}${k + 1}`] ?? '—'
  })
  return {
    text: { ...text, verdict: verdict(c, lang), ...capHints(capped, hints, words.shared), ...refusals },
    show: { ...show, apply: c.cheapest >= 0 },
    href: { apply: applyHref(loanType, (offers[c.cheapest] ?? offers[0])?.amount ?? 0, locale) },
    rows: {},
  }
}

/** The name an offer is shown under: the default 'Offer n' of the query in the page's words, any other as typed. */
export function offerLabel(label: string, n: number, w: Pick<ToolLang['words']['compare'], 'offerN'>): string {
  return label === defaultOfferLabel(n) ? fill(w.offerN, { n }) : label
}

/** The figures each card repeats from the table, in the table's order. */
export const cardFigures = ['emi', 'interest', 'fees', 'charges', 'net', 'apr', 'cost'] as const

/**
 * Offer i's mark: 'Cheapest', or 'Lowest APR' when the offers are different loans and the APR ranks
 * them; 'Nothing disbursed' when its fees take the whole loan (docs/decisions/166).
 */
function markOf(c: Comparison, i: number, { words: { compare: w } }: ToolLang): string {
  if (i === c.cheapest) return c.by === 'cost' ? w.cheapest : w.lowestApr
  return (c.rows[i]?.netDisbursed ?? 1) <= 0 ? w.nothingDisbursed : ''
}

function verdict(c: Comparison, { words }: ToolLang): string {
  const w = words.compare
  const best = c.rows[c.cheapest]
  if (!best) return w.allSwallowed
  const next = c.order.map((i) => c.rows[i]!).find((r, i) => i > 0 && r.netDisbursed > 0)
  const swallowed = c.rows.filter((r) => r.netDisbursed <= 0).map((r) => r.label)
  const nothing = swallowed.length ? fill(w.swallowed, { names: swallowed.join(w.and) }) : ''
  if (!next) return fill(w.onlyOne, { best: best.label, nothing })
  if (c.by === 'apr') {
    const apr = (r: typeof best) => aprText(r.apr, r.aprCapped, words.shared)
    return fill(w.byApr, { best: best.label, bestApr: apr(best), nextApr: apr(next), next: next.label, nothing })
  }
  const gap = next.totalCost - best.totalCost
  const versus =
    gap > 0
      ? fill(w.lessThan, { gap: formatInr(gap), next: next.label })
      : fill(best.apr < next.apr ? w.sameAsLowerApr : w.sameAs, { next: next.label })
  return fill(w.byCost, { best: best.label, cost: formatInr(best.totalCost), versus, nothing })
}
