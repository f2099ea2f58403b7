// Display wording shared by the tools' views (server and browser alike).
import { loanTypeKeys, loanTypeSeed, type LoanTypeKey } from '#src/shared/content/loan-types'
import { formatInr } from '#src/shared/format/inr'
import type { CappedFields, Range } from '#src/shared/loan-tools/inputs'
import type { Messages } from '#src/shared/i18n'
import { fill } from '#src/shared/i18n/fill'
import { localizePath, type Locale } from '#src/shared/i18n/locales'
import { plural } from '#src/shared/i18n/plural'
import { lastValue, type Query } from './view'

/** The words the tools share (the catalogue's tools.shared): always the page's, never an English fallback. */
export type SharedWords = Messages['tools']['shared']

/**
 * What a tool's present() needs to speak the page's language: the page's tools part and its locale
 * (for the links). The server passes pageContext's, the browser script readMessages('tools') and
 * pageLocale() (./lang.ts): a script never imports a catalogue (docs/i18n.md).
 */
export interface ToolLang {
  words: Messages['tools']
  locale: Locale
}

const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** 24.154… → '24.15%': an APR always with two decimals. */
export const aprFigure = (apr: number) => `${twoDecimals.format(apr)}%`

/** The same, or 'over 500%' past the cap, in the words given. */
export function aprText(apr: number, capped: boolean, w: Pick<SharedWords, 'aprOver'>): string {
  return capped ? fill(w.aprOver, { apr: upToTwo.format(apr) }) : aprFigure(apr)
}

/** 10.5 → '10.5%', 10 → '10%'. */
export function pct(value: number): string {
  return `${upToTwo.format(value)}%`
}

/** 24 → '24 months (2 years)', 30 → '30 months (2 years 6 months)', 7 → '7 months'. */
export function monthsText(months: number, w: SharedWords, locale: Locale): string {
  const { months: inMonths } = shows(w, locale)
  if (months < 12) return inMonths(months)
  const rest = months % 12
  const whole = Math.floor(months / 12)
  // A tenure of one year is '1 year', not the ages' plural ('60 years').
  const years = fill(plural(locale, whole, w.yearCount), { n: whole })
  return fill(w.monthsAndYears, {
    months: inMonths(months),
    years: rest ? fill(w.yearsAndMonths, { years, months: inMonths(rest) }) : years,
  })
}

export type Show = (value: number) => string
export const showRupees: Show = formatInr
export const showPercent: Show = pct

/** The ways of showing a value, in the words and grammar given: '24 months' or '24 महीने'. */
export function shows(w: SharedWords, locale: Locale) {
  return {
    rupees: showRupees,
    percent: showPercent,
    months: (n: number) => fill(plural(locale, n, w.monthCount), { n }),
    /** Ages: always the plural form, as '60 years'. */
    years: (n: number) => fill(w.yearCount.other, { n }),
  } satisfies Record<string, Show>
}

/**
 * Under each capped box: 'Capped at the maximum, ₹1,00,00,000.' or 'Raised to the minimum, 0%.' (as
 * /emi-calculator says); under a box whose value could not be read: 'Could not read what was given
 * here as a number; used ₹50,000.' The text sent is not echoed: the box shows the value used.
 */
export function capHints(
  capped: CappedFields,
  fields: Record<string, { range: Pick<Range, 'min' | 'max'>; show: Show }>,
  w: Pick<SharedWords, 'capMax' | 'capMin' | 'unreadable'>,
): Record<string, string> {
  const hints: Record<string, string> = {}
  for (const [name, { range, show }] of Object.entries(fields)) {
    const cap = capped[name]
    hints[`${name}-hint`] =
      cap === 'max'
        ? fill(w.capMax, { value: show(range.max) })
        : cap === 'min'
          ? fill(w.capMin, { value: show(range.min) })
          : cap
            ? fill(w.unreadable, { value: show(cap.used) })
            : ''
  }
  return hints
}

/** The loan types, for a select; the Apply page opens on the chosen one. */
export const loanTypeOptions = loanTypeSeed.map((t) => ({ value: t.key, label: t.name }))

/** The same, named in the words given. */
export function loanTypeOptionsIn(w: Pick<SharedWords, 'loanTypes'>) {
  return loanTypeSeed.map((t) => ({ value: t.key, label: w.loanTypes[t.key] }))
}

/** ?loan=<key>: which loan the figures are for; anything else is the fallback. */
export function readLoanType(q: Query, fallback: LoanTypeKey, name = 'loan'): LoanTypeKey {
  const raw = lastValue(q, name)
  return (loanTypeKeys as readonly string[]).includes(raw ?? '') ? (raw as LoanTypeKey) : fallback
}

/**
 * Apply Now carries the loan type's title (docs/decisions/014) and the amount; the apply page opens
 * on that tab and prefills the amount when its form would accept it.
 */
export function applyHref(loanType: LoanTypeKey, amount: number, locale: Locale = 'en'): string {
  // The query names the loan in English in every language: it is the apply form's value, not a word.
  const name = loanTypeSeed.find((t) => t.key === loanType)?.name ?? 'Personal Loan'
  return localizePath(`/apply-now?${new URLSearchParams({ loan: name, amount: String(Math.max(0, Math.round(amount))) })}`, locale)
}
