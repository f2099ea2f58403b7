// Display wording shared by the tools' views (server and browser alike).
import { loanTypeKeys, loanTypeSeed, type LoanTypeKey } from '../../../../src/shared/content/loan-types'
import { formatInr } from '../../../../src/shared/format/inr'
import type { CappedFields, Range } from '../../../../src/shared/loan-tools/inputs'
import { lastValue, type Query } from './view'

const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** 24.154… → '24.15%': an APR always with two decimals. */
export function aprText(apr: number, capped: boolean): string {
  return capped ? `over ${upToTwo.format(apr)}%` : `${twoDecimals.format(apr)}%`
}

/** 10.5 → '10.5%', 10 → '10%'. */
export function pct(value: number): string {
  return `${upToTwo.format(value)}%`
}

/** 24 → '24 months (2 years)', 30 → '30 months (2 years 6 months)', 7 → '7 months'. */
export function monthsText(months: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (months < 12) return plural(months, 'month')
  const years = Math.floor(months / 12)
  const rest = months % 12
  return `${plural(months, 'month')} (${plural(years, 'year')}${rest ? ` ${plural(rest, 'month')}` : ''})`
}

export type Show = (value: number) => string
export const showRupees: Show = formatInr
export const showPercent: Show = pct
export const showMonths: Show = (v) => `${v} ${v === 1 ? 'month' : 'months'}`
export const showYears: Show = (v) => `${v} years`

/**
 * Under each capped box: 'Capped at the maximum, ₹1,00,00,000.' or 'Raised to the minimum, 0%.' (as
 * /emi-calculator says); under a box whose value could not be read: 'Could not read what was given
 * here as a number; used ₹50,000.' The text sent is not echoed: the box shows the value used.
 */
export function capHints(
  capped: CappedFields,
  fields: Record<string, { range: Pick<Range, 'min' | 'max'>; show: Show }>,
): Record<string, string> {
  const hints: Record<string, string> = {}
  for (const [name, { range, show }] of Object.entries(fields)) {
    const cap = capped[name]
    hints[`${name}-hint`] =
      cap === 'max'
        ? `Capped at the maximum, ${show(range.max)}.`
        : cap === 'min'
          ? `Raised to the minimum, ${show(range.min)}.`
          : cap
            ? `Could not read what was given here as a number; used ${show(cap.used)}.`
            : ''
  }
  return hints
}

/** The loan types, for a select; the Apply page opens on the chosen one. */
export const loanTypeOptions = loanTypeSeed.map((t) => ({ value: t.key, label: t.name }))

/** ?loan=<key>: which loan the figures are for; anything else is the fallback. */
export function readLoanType(q: Query, fallback: LoanTypeKey, name = 'loan'): LoanTypeKey {
  const raw = lastValue(q, name)
  return (loanTypeKeys as readonly string[]).includes(raw ?? '') ? (raw as LoanTypeKey) : fallback
}

/**
 * Apply Now carries the loan type's title (docs/decisions/014) and the amount; the apply page opens
 * on that tab and prefills the amount when its form would accept it.
 */
export function applyHref(loanType: LoanTypeKey, amount: number): string {
  const name = loanTypeSeed.find((t) => t.key === loanType)?.name ?? 'Personal Loan'
  return `/apply-now?${new URLSearchParams({ loan: name, amount: String(Math.max(0, Math.round(amount))) })}`
}
