// The offers' figures and reasons in the page's words (src/shared/i18n/en/offers.ts, Hindi beside it).
import { percentText } from '#src/shared/content/lenders'
import { formatInr } from '#src/shared/format/inr'
import type { Messages } from '#src/shared/i18n'
import { fill } from '#src/shared/i18n/fill'
import type { Locale } from '#src/shared/i18n/locales'
import { plural } from '#src/shared/i18n/plural'
import type { Offer, Reason } from '#src/shared/offers/match'

type Words = Messages['offers']

/** "3 days", "1 day", "3 दिन": the language's own plural rule (docs/decisions/215). */
export const daysText = (t: Words, locale: Locale, n: number): string => fill(plural(locale, n, t.days), { n })

export const aprText = (t: Words, o: Pick<Offer, 'apr' | 'aprCapped'>) => fill(o.aprCapped ? t.aprCapped : t.apr, { apr: o.apr.toFixed(2) })

/** "36 months", "1 month", "12 महीने". */
export const monthsText = (t: Words, locale: Locale, n: number) => fill(plural(locale, n, t.months), { n })

export const tenureText = (t: Words, locale: Locale, o: Pick<Offer, 'tenure' | 'tenureFit'>) =>
  fill(t.tenure[o.tenureFit], { months: monthsText(t, locale, o.tenure) })

export const rateText = (t: Words, o: Pick<Offer, 'rateBp' | 'rateKind' | 'benchmark'>) =>
  fill(o.rateKind === 'fixed' ? t.rateFixed : t.rateFloating, { rate: percentText(o.rateBp), benchmark: o.benchmark })

/** The penal charges in the page's language, from the lender's figures; its own words when it gave none. */
export function penalText(t: Words, o: Pick<Offer, 'penalCharges' | 'penalMonthlyBp' | 'penalPerInstalment'>): string {
  const parts = [
    o.penalMonthlyBp !== null && fill(t.penalMonthly, { rate: percentText(o.penalMonthlyBp) }),
    o.penalPerInstalment !== null && fill(t.penalPerInstalment, { amount: formatInr(o.penalPerInstalment) }),
  ].filter((p): p is string => typeof p === 'string')
  return parts.length > 0 ? parts.join('; ') : o.penalCharges
}

/** The first rule a lender does not meet, after its name: "asks for a monthly income of at least ₹50,000". */
export function reasonText(messages: Messages, reason: Reason): string {
  const t = messages.offers.reasons
  switch (reason.rule) {
    case 'loanType':
      return fill(t.loanType, { loanTypes: messages.offers.loanTypesPlural[reason.loanType] })
    case 'amount':
      return fill(t.amount, { min: formatInr(reason.min), max: formatInr(reason.max) })
    case 'income':
      return fill(t.income, { min: formatInr(reason.min) })
    case 'age':
      return fill(t.age, { min: reason.min, max: reason.max })
    case 'ageAtEnd':
      return fill(t.ageAtEnd, { max: reason.max })
    case 'state':
      return fill(t.state, { state: messages.apply.names[reason.state] ?? reason.state })
  }
}
