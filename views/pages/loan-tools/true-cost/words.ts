// The words the true-cost, KFS and prepayment views share, in the page's language (docs/decisions/180):
// tenures, an APR over its cap, the boxes' cap hints. They take the `trueCost` part of the catalogue,
// which the browser reads from the page, so they run on the server and in the browser alike.
import type { Messages } from '#src/shared/i18n'
import { fill } from '#src/shared/i18n/fill'
import type { Locale } from '#src/shared/i18n/locales'
import { plural } from '#src/shared/i18n/plural'
import type { CappedFields } from '#src/shared/loan-tools/inputs'
import { aprFigure, capHints, pct, showPercent, showRupees, type Show } from '../shared/format'

export type TrueCostMessages = Messages['trueCost']
export type Units = TrueCostMessages['units']

/** 1 → '1 month', 7 → '7 months' (Hindi: '1 महीना', '7 महीने'). */
export const monthCount = (u: Units, locale: Locale, n: number) => fill(plural(locale, n, u.monthCount), { n })

/** 24 → '24 months (2 years)', 30 → '30 months (2 years 6 months)', 7 → '7 months'. */
export function tenureText(u: Units, locale: Locale, months: number): string {
  if (months < 12) return monthCount(u, locale, months)
  const years = Math.floor(months / 12)
  const rest = months % 12
  const y = fill(plural(locale, years, u.yearCount), { n: years })
  return fill(u.monthsAndYears, { months: monthCount(u, locale, months), years: rest ? `${y} ${monthCount(u, locale, rest)}` : y })
}

/** 24.154… → '24.15%'; over the cap, 'over 500%'. */
export const aprWords = (u: Units, apr: number, capped: boolean) => (capped ? fill(u.aprOver, { value: pct(apr) }) : aprFigure(apr))

export const showMonthsIn =
  (u: Units, locale: Locale): Show =>
  (v) =>
    monthCount(u, locale, v)
export { showPercent, showRupees }

/** Under each capped box: capped at the maximum, raised to the minimum, or a value that could not be read. */
export const capHintsIn = (u: Units, capped: CappedFields, fields: Parameters<typeof capHints>[1]) =>
  capHints(capped, fields, { capMax: u.capMax, capMin: u.capMin, unreadable: u.unread })

/** A template with one placeholder, as the text before and after it, e.g. to set the placeholder in bold. */
export function around(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`)
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)]
}
