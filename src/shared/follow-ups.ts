import { plural } from './i18n/plural'
import type { CallOutcome, LeadKind } from './leads'

// When the desk calls a lead next (issue 44, item 3; docs/decisions/229): the office's working time,
// the promise of contact within one working day, and what each logged call sets. Pure, so the Today
// page, the call form and the tests read the same rules.

const IST_MS = 330 * 60_000
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The office hours the site states (src/shared/structured-data.ts): Monday to Saturday, 10:00 to 19:00 India time. */
export const OFFICE = { open: 10, close: 19, days: [1, 2, 3, 4, 5, 6] } as const
/** One working day: one full day of office hours. */
export const WORKING_DAY_MS = (OFFICE.close - OFFICE.open) * HOUR

const isWorkingDay = (indiaMidnight: number) => (OFFICE.days as readonly number[]).includes(new Date(indiaMidnight).getUTCDay())

/**
 * `from` plus `ms` of office time: the clock runs only Monday to Saturday, 10:00 to 19:00 India time.
 * With `ms` 0 it is the first office moment at or after `from`.
 */
export function addWorkingTime(from: Date, ms: number): Date {
  let t = from.getTime() + IST_MS
  let left = ms
  for (;;) {
    const day = Math.floor(t / DAY) * DAY
    const open = day + OFFICE.open * HOUR
    const close = day + OFFICE.close * HOUR
    if (!isWorkingDay(day) || t >= close) {
      t = day + DAY + OFFICE.open * HOUR
      continue
    }
    t = Math.max(t, open)
    if (left <= close - t) return new Date(t + left - IST_MS)
    left -= close - t
    t = day + DAY + OFFICE.open * HOUR
  }
}

/** `to` less `ms` of office time: the inverse of addWorkingTime, used to turn a deadline into a cut-off. */
export function subtractWorkingTime(to: Date, ms: number): Date {
  let t = to.getTime() + IST_MS
  let left = ms
  for (;;) {
    const day = Math.floor(t / DAY) * DAY
    const open = day + OFFICE.open * HOUR
    const close = day + OFFICE.close * HOUR
    if (!isWorkingDay(day) || t <= open) {
      t = day - DAY + OFFICE.close * HOUR
      continue
    }
    t = Math.min(t, close)
    if (left <= t - open) return new Date(t - left - IST_MS)
    left -= t - open
    t = day - DAY + OFFICE.close * HOUR
  }
}

/** The promise: a lead that came at `createdAt` is contacted within one working day, by this time. */
export const contactDueBy = (createdAt: Date): Date => addWorkingTime(createdAt, WORKING_DAY_MS)

/**
 * At `now`, a lead still new that came at or before this time has missed the promise
 * (contactDueBy(created) <= now exactly when created <= this).
 */
export const missedPromiseIfCameBy = (now: Date): Date => subtractWorkingTime(now, WORKING_DAY_MS)

/** Where India's calendar day containing `now` ends, as an instant. */
export function endOfIndiaDay(now: Date): Date {
  const t = now.getTime() + IST_MS
  return new Date(Math.floor(t / DAY) * DAY + DAY - IST_MS)
}

/** The failed calls in a row after which an application ends as "not reachable", unless the admin sets another. */
export const DEFAULT_UNREACHABLE_AFTER = 3
export const UNREACHABLE_AFTER_RANGE = { min: 1, max: 10 } as const

/** Outcomes that count towards "not reachable"; any other outcome starts the count again. */
export const failedOutcomes: readonly CallOutcome[] = ['no_answer', 'wrong_number']

/** How long after each outcome the next call falls, in office time (a call back is at the time asked for). */
export const retryAfter = {
  reached: 2 * WORKING_DAY_MS,
  no_answer: 3 * HOUR,
  wrong_number: WORKING_DAY_MS,
} as const satisfies Partial<Record<CallOutcome, number>>

/** A call back can be asked for at most this far ahead. */
export const CALL_BACK_MAX_DAYS = 30

export interface CallResult {
  /** The next follow-up (ISO), or null when the call ended the lead. */
  next: string | null
  /** Failed calls in a row, this one included. */
  failedInARow: number
  /** The lead is an application and this call is the one that makes it "not reachable". */
  unreachable: boolean
}

/**
 * What a logged call sets (docs/decisions/229): the next follow-up by its outcome, the failed calls in
 * a row, and whether an application now ends as not reachable. `failedBefore` counts the lead's failed
 * calls in a row before this one; `callBackAt` is the time a call back was asked for.
 */
export function afterCall(c: {
  kind: 'application' | 'enquiry'
  outcome: CallOutcome
  at: Date
  callBackAt?: Date
  failedBefore: number
  unreachableAfter: number
}): CallResult {
  const failed = failedOutcomes.includes(c.outcome)
  const failedInARow = failed ? c.failedBefore + 1 : 0
  const unreachable = c.kind === 'application' && failed && failedInARow >= c.unreachableAfter
  if (unreachable) return { next: null, failedInARow, unreachable }
  const next = c.outcome === 'call_back' ? c.callBackAt! : addWorkingTime(c.at, retryAfter[c.outcome as keyof typeof retryAfter])
  return { next: next.toISOString(), failedInARow, unreachable }
}

const hours = (ms: number) => {
  const h = ms / HOUR
  return `${h} ${plural('en', h, { one: 'office hour', other: 'office hours' })}`
}
const workingDays = (ms: number) => {
  const d = ms / WORKING_DAY_MS
  return `${d} ${plural('en', d, { one: 'working day', other: 'working days' })}`
}
const span = (ms: number) => (ms % WORKING_DAY_MS === 0 ? workingDays(ms) : hours(ms))

/** The rules above in the admin's words, shown beside the call form and on the Today page. */
export function followUpRules(unreachableAfter: number): string[] {
  const n = `${unreachableAfter} ${plural('en', unreachableAfter, { one: 'failed call', other: 'failed calls' })}`
  return [
    `Working time is Monday to Saturday, ${OFFICE.open}:00 to ${OFFICE.close}:00 India time; one working day is ${hours(WORKING_DAY_MS)} of it.`,
    `A new lead is due for its first call within one working day of arriving, the time the site promises.`,
    `Reached: next call in ${span(retryAfter.reached)}.`,
    `No answer: try again in ${span(retryAfter.no_answer)}.`,
    `Call back at a time: next call at the time the borrower asked for (at most ${CALL_BACK_MAX_DAYS} days ahead).`,
    `Wrong number: try again in ${span(retryAfter.wrong_number)}.`,
    `After ${n} in a row (no answer or wrong number), an application ends as Not reachable. Enquiries stay open for the desk to close.`,
  ]
}

/** How old a lead is at `now`, as the Today page shows it: "45 minutes", "5 hours", "3 days". */
export function leadAge(createdAt: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - Date.parse(createdAt))
  if (ms < HOUR) {
    const m = Math.floor(ms / 60_000)
    return `${m} ${plural('en', m, { one: 'minute', other: 'minutes' })}`
  }
  if (ms < 2 * DAY) {
    const h = Math.floor(ms / HOUR)
    return `${h} ${plural('en', h, { one: 'hour', other: 'hours' })}`
  }
  const d = Math.floor(ms / DAY)
  return `${d} ${plural('en', d, { one: 'day', other: 'days' })}`
}

/** A date-time field's value (YYYY-MM-DDTHH:mm) read as India time; null if it is not one. */
export function parseIndiaDateTime(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h, mi)
  const check = new Date(utc)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null
  return new Date(utc - IST_MS)
}

/** An instant as a date-time field shows it in India time (YYYY-MM-DDTHH:mm). */
export const indiaDateTimeValue = (iso: string): string => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 16)

/** The Today page's address, and where its settings form posts. */
export const TODAY_PATH = '/admin-dashboard/today'
export const DESK_SETTINGS_PATH = `${TODAY_PATH}/settings`

/** A call as the lead's page lists it. */
export interface LoggedCall {
  at: string
  actor: string
  outcome: CallOutcome
  callBackAt: string | null
  note: string | null
}

/** A lead's follow-up: when the next call is, the calls logged (newest first) and the rules that set it. */
export interface LeadFollowUp {
  open: boolean
  nextFollowUpAt: string | null
  calls: LoggedCall[]
  failedInARow: number
  unreachableAfter: number
  rules: string[]
}

/** A lead on one of the Today page's lists. */
export interface TodayLead {
  kind: LeadKind
  id: number
  /** The reference of an application, "Enquiry #12" for an enquiry. */
  label: string
  name: string
  status: string
  createdAt: string
  /** The next follow-up, or for a lead not contacted in time, the time the promise ran out. */
  dueAt: string | null
}

export interface TodayList<T> {
  rows: T[]
  /** How many there are in all; the list shows the most urgent TODAY_LIMIT. */
  total: number
}

/** A request that is due within REQUEST_NEAR_HOURS, or past due. */
export interface NearRequest {
  id: number
  applicationId: number
  reference: string
  kind: string
  createdAt: string
  dueAt: string
  overdue: boolean
}

export interface TodayLists {
  now: string
  dueToday: TodayList<TodayLead>
  overdue: TodayList<TodayLead>
  notContacted: TodayList<TodayLead>
  requests: TodayList<NearRequest>
  unreachableAfter: number
  rules: string[]
}

export type TodayCounts = { [K in 'dueToday' | 'overdue' | 'notContacted' | 'requests']: number }

/** What the Today page, the dashboard and a lead's page ask of the server (pageContext.services.followUps). */
export interface FollowUpPages {
  today(): Promise<TodayLists>
  counts(): Promise<TodayCounts>
  lead(kind: LeadKind, id: number): Promise<LeadFollowUp>
}

/** Each Today list shows at most this many leads, the most urgent first (docs/decisions/230). */
export const TODAY_LIMIT = 50
/** A request is near its due date this many hours before it (docs/decisions/230). */
export const REQUEST_NEAR_HOURS = 48
