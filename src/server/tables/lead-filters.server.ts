import { contactLoanTypes } from '#src/shared/content/contact'
import { loanTypeKeys } from '#src/shared/content/loan-types'
import { stateNames } from '#src/shared/content/states'
import { applicationStatuses, enquiryStatuses, type LeadKind } from '#src/shared/leads'
import { loanPurposes } from '#src/shared/schemas/loan-application'
import { mobileDigits } from '#src/shared/schemas/mobile'
import { isStorableText } from '#src/shared/schemas/z'

/** A list's filters after cleaning: unknown values are dropped, never an error (a filter is a GET form). */
export interface LeadFilters {
  status?: string
  /** Applications: the loan purpose; enquiries: the loan type. */
  purpose?: string
  /** Applications: the loan type's key (docs/decisions/145). */
  loanType?: string
  state?: string
  /** Inclusive calendar dates (YYYY-MM-DD) in India's time zone. */
  from?: string
  to?: string
  q?: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
const oneOf = (list: readonly string[], v: string | undefined) => (v && list.includes(v) ? v : undefined)

export function cleanFilters(kind: LeadKind, raw: Record<string, unknown>): LeadFilters {
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string).trim() : undefined)
  const out: LeadFilters = {
    status: oneOf(kind === 'application' ? applicationStatuses : enquiryStatuses, str('status')),
    purpose: oneOf(kind === 'application' ? loanPurposes : contactLoanTypes, str('purpose')),
    loanType: kind === 'application' ? oneOf(loanTypeKeys, str('loanType')) : undefined,
    state: kind === 'application' ? oneOf(stateNames, str('state')) : undefined,
    from: isDate(str('from') ?? '') ? str('from') : undefined,
    to: isDate(str('to') ?? '') ? str('to') : undefined,
    // A search no engine could compare is no search (the form says so under the box, docs/decisions/150).
    q: (isStorableText(str('q') ?? '') && str('q')?.slice(0, 100)) || undefined,
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as LeadFilters
}

export function cleanPage(raw: unknown): number {
  const n = typeof raw === 'string' ? Number.parseInt(raw, 10) : NaN
  return Number.isFinite(n) && n >= 1 && n <= 100_000 ? n : 1
}

// The admin works in India's time: a date filter covers that calendar day in IST (UTC+05:30).
export function istDayStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+05:30`)).toISOString()
}

export function istDayEnd(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + 86_400_000).toISOString()
}

/** What a search box entry means: a reference, an enquiry number, a mobile, an e-mail or a name. */
export type SearchTerm =
  | { kind: 'reference'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'mobile'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'name'; value: string }

export function parseSearch(q: string): SearchTerm {
  const compact = q.replace(/\s+/g, '')
  if (/^LP-/i.test(compact)) return { kind: 'reference', value: compact.toUpperCase() }
  if (/^#\d{1,9}$/.test(compact)) return { kind: 'number', value: Number(compact.slice(1)) }
  // A whole mobile, however it is written, is its ten digits (docs/decisions/190); a part is a prefix.
  const mobile = mobileDigits(q)
  if (mobile) return { kind: 'mobile', value: mobile }
  if (/^(\+?91)?\d{3,10}$/.test(compact)) return { kind: 'mobile', value: compact.replace(/^\+?91(?=\d{10}$)/, '') }
  if (compact.includes('@')) return { kind: 'email', value: compact.toLowerCase() }
  return { kind: 'name', value: q.replace(/\s+/g, ' ') }
}
