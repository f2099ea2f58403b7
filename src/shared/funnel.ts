// The funnel a business owner asks for (issue 44, item 7; docs/decisions/232): leads, and how many of
// them were contacted, sent to a lender, sanctioned and disbursed, by loan type, lender and month.
// Browser-safe: the page, its chart script, the CSV and the server read the same shapes and rules.

import { funnel as words } from './i18n/admin/funnel'
import { fill } from './i18n/fill'

export const FUNNEL_PATH = '/admin-dashboard/funnel'
export const FUNNEL_CSV_PATH = '/admin-dashboard/funnel/export'

export const funnelSteps = ['lead', 'contacted', 'sent', 'sanctioned', 'disbursed'] as const
export type FunnelStep = (typeof funnelSteps)[number]
/** The steps after the first: each has a conversion from the step before it and a median time. */
export type LaterStep = Exclude<FunnelStep, 'lead'>
export const laterSteps = funnelSteps.slice(1) as LaterStep[]

export const funnelStepLabels: Record<FunnelStep, string> = words.stepLabels

/** One line of the funnel: a loan type, a lender, a month, or all of them. */
export interface FunnelRow {
  key: string
  label: string
  /** Leads that reached each step; null where the step means nothing for the line (a lender's leads). */
  counts: Record<FunnelStep, number | null>
  /** Of the step before, the share that reached this one (0 to 1); null with nothing to divide by. */
  conversion: Record<LaterStep, number | null>
  /** The median India calendar days from the step before to this one; null when no lead reached it. */
  medianDays: Record<LaterStep, number | null>
  /** Rupees disbursed. */
  disbursed: number
}

export type FunnelGroupId = 'loan-type' | 'lender' | 'month'

export interface FunnelGroup {
  id: FunnelGroupId
  title: string
  /** The table's first column heading: what one line is. */
  rowHeading: string
  /** The steps the group's chart draws (a lender has no leads or calls of its own). */
  steps: FunnelStep[]
  rows: FunnelRow[]
}

export interface Funnel {
  /** The months the leads came in, India time, YYYY-MM, both included. */
  from: string
  to: string
  total: FunnelRow
  groups: FunnelGroup[]
}

export interface FunnelPage {
  funnel: Funnel
  /** Why the months asked for were not used ('' when they were). */
  periodError: string
}

/** How many months the period may span, and the default: the last 12, this one included. */
export const FUNNEL_MAX_MONTHS = 60
export const FUNNEL_DEFAULT_MONTHS = 12

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month `n` months after `month` (YYYY-MM; n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m)
  return out
}

/** The India month (YYYY-MM) of a moment. */
export const indiaMonth = (at: Date): string => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7)

/**
 * The months to show from the GET form's ?from= and ?to= (YYYY-MM): the last 12 by default; reversed
 * months are swapped; a malformed month, or a span over five years, gives the default and a message.
 */
export function funnelPeriod(query: Record<string, string | undefined>, now: Date): { from: string; to: string; error: string } {
  const thisMonth = indiaMonth(now)
  const fallback = { from: addMonths(thisMonth, 1 - FUNNEL_DEFAULT_MONTHS), to: thisMonth }
  const from = query.from?.trim() || fallback.from
  const to = query.to?.trim() || (query.from?.trim() ? thisMonth : fallback.to)
  if (!MONTH.test(from) || !MONTH.test(to)) return { ...fallback, error: words.periodMalformed }
  const [a, b] = from <= to ? [from, to] : [to, from]
  if (monthsBetween(a, b).length > FUNNEL_MAX_MONTHS) {
    return { ...fallback, error: fill(words.periodTooLong, { months: FUNNEL_MAX_MONTHS }) }
  }
  return { from: a, to: b, error: '' }
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'Nov 2026' for '2026-11' (spelt out here: ICU's English gives 'Sept' in some versions, 'Sep' in others). */
export const formatMonth = (month: string): string => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`

/** 62.5% (one decimal), or an em dash when there is nothing to divide by. */
export const formatShare = (share: number | null): string => (share === null ? '—' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`)

/** 2 or 2.5 days' worth, as a number a table cell shows, or an em dash. */
export const formatDays = (days: number | null): string => (days === null ? '—' : String(days))
