// The cooling-off calculator's view (docs/decisions/211, 212): the loan's amount and APR, the query's
// days and period → what the page shows. The true-cost tool adds it to its own view, so its script
// keeps it live; the KFS page renders it once from its query. Server and browser alike.
import { formatInr } from '#src/shared/format/inr'
import { fill } from '#src/shared/i18n/fill'
import { coolingOffExit } from '#src/shared/loan-tools/cooling-off'
import { coolingOffLimits, parseCoolingOffQuery } from '#src/shared/loan-tools/inputs'
import type { Locale } from '#src/shared/i18n/locales'
import { plural } from '#src/shared/i18n/plural'
import { aprFigure } from '../shared/format'
import type { Query, ToolView } from '../shared/view'
import { capHintsIn, type TrueCostMessages } from './words'

/** What the calculator takes from the loan on the page: the true-cost engine's figures. */
export interface CoolingOffLoan {
  amount: number
  apr: number
  aprCapped: boolean
  netDisbursed: number
}

/** The fields' query names; the tool's address carries them once either was sent. */
export const coolingOffFields = ['days', 'period'] as const

export function readCoolingOff(q: Query, defaultPeriod?: number) {
  const reading = parseCoolingOffQuery(q, defaultPeriod)
  const params: Record<string, number | null> = reading.sent ? { days: reading.days, period: reading.period } : { days: null, period: null }
  return { ...reading, params }
}

export function coolingOffView(
  q: Query,
  loan: CoolingOffLoan,
  m: TrueCostMessages,
  locale: Locale,
  defaultPeriod?: number,
): Pick<ToolView, 'text' | 'show'> {
  const c = m.coolingOff
  const { days, period, capped } = readCoolingOff(q, defaultPeriod)
  const none = loan.netDisbursed <= 0 || loan.aprCapped
  const exit = coolingOffExit({ principal: loan.amount, apr: loan.apr, days, periodDays: period })
  // The APR as the page prints it, which is also the figure the sum uses (two decimals).
  const apr = aprFigure(loan.apr)
  const dayCount = (n: number) => fill(plural(locale, n, c.dayCount), { n })
  // The last day is today or tomorrow in words; later ones in days ("in 3 days").
  const when = [c.today, c.tomorrow][exit.daysLeft] ?? fill(c.inDays, { n: exit.daysLeft })
  const sentence = none
    ? c.none
    : exit.open
      ? fill(c.open, {
          repay: formatInr(exit.repay),
          principal: formatInr(loan.amount),
          cost: formatInr(exit.aprCost),
          days: dayCount(days),
          day: exit.lastDay,
          when,
        })
      : fill(c.closed, { day: exit.lastDay, ago: fill(c.ago, { n: dayCount(-exit.daysLeft) }) })
  return {
    text: {
      'co-loan': none ? '' : fill(c.forLoan, { amount: formatInr(loan.amount), apr }),
      'co-repay': formatInr(exit.repay),
      'co-principal': formatInr(loan.amount),
      'co-cost': formatInr(exit.aprCost),
      'co-ends': fill(c.endsOn, { day: exit.lastDay, when: exit.open ? when : fill(c.ago, { n: dayCount(-exit.daysLeft) }) }),
      'co-formula': fill(c.formula, { principal: formatInr(loan.amount), apr, days, cost: formatInr(exit.aprCost) }),
      'co-sentence': sentence,
      ...capHintsIn(m.units, capped, {
        days: { range: coolingOffLimits.days, show: dayCount },
        period: { range: coolingOffLimits.period, show: dayCount },
      }),
    },
    show: { 'co-figures': !none && exit.open },
  }
}
