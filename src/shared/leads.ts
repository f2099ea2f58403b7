// The admin lead desk's shared vocabulary (issue 8): statuses, their allowed moves and the shapes the
// pages receive. Browser-safe: the pages and the server read the same rules (docs/decisions/071).
import type { RequestQueue } from './request-queue'
import type { ApplicantRequest, ConsentState } from './track'
import type { StepFacts } from './track-facts'
import { desk } from './i18n/admin/desk'

export { rejectReasons, type RejectReason, type StepFacts } from './track-facts'

export const applicationStatuses = [
  'new',
  'contacted',
  'documents_pending',
  'sent_to_lender',
  'sanctioned',
  'disbursed',
  'rejected',
  'withdrawn',
  'not_reachable',
] as const
export const enquiryStatuses = ['new', 'contacted', 'closed'] as const

export type ApplicationStatus = (typeof applicationStatuses)[number]
export type EnquiryStatus = (typeof enquiryStatuses)[number]
export type LeadKind = 'application' | 'enquiry'

export const statusLabels: Record<string, string> = desk.statusLabels

/** The steps an application goes through when all goes well, in order (docs/decisions/228). */
export const pipelineSteps = ['new', 'contacted', 'documents_pending', 'sent_to_lender', 'sanctioned', 'disbursed'] as const

/** The ways an open application can end early. "Not reachable" is set by the call log (docs/decisions/228). */
const endings = ['rejected', 'withdrawn'] as const

// Forward one step at a time; from any open step an application may be rejected or withdrawn.
// Disbursed, rejected, withdrawn, not reachable and closed are final (docs/decisions/071, 228).
const applicationMoves: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['contacted', ...endings],
  contacted: ['documents_pending', ...endings],
  documents_pending: ['sent_to_lender', ...endings],
  sent_to_lender: ['sanctioned', ...endings],
  sanctioned: ['disbursed', ...endings],
  disbursed: [],
  rejected: [],
  withdrawn: [],
  not_reachable: [],
}

/** Whether an application (or enquiry) is still being worked: it has a next follow-up. */
export const isOpen = (kind: LeadKind, status: string): boolean => nextStatuses(kind, status).length > 0

/** What a logged call came to (docs/decisions/229). */
export const callOutcomes = desk.callOutcomes
export type CallOutcome = keyof typeof callOutcomes

const enquiryMoves: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
}

/** The statuses a lead may move to from `from` (empty for a final or unknown status). */
export function nextStatuses(kind: LeadKind, from: string): readonly string[] {
  const moves: Record<string, readonly string[]> = kind === 'application' ? applicationMoves : enquiryMoves
  return moves[from] ?? []
}

export function canMove(kind: LeadKind, from: string, to: string): boolean {
  return nextStatuses(kind, from).includes(to)
}

/** ABCDE****F: the first five and the last character of a PAN; anything else is fully hidden. */
export function maskPan(pan: string): string {
  return /^[A-Z0-9]{10}$/i.test(pan) ? `${pan.slice(0, 5)}****${pan.slice(9)}` : pan ? '**********' : ''
}

export const LEADS_PAGE_SIZE = 25

export interface StatusChange {
  at: string
  actor: string
  from: string
  to: string
  note: string | null
}

export interface LeadNote {
  at: string
  actor: string
  body: string
}

export interface ApplicationSummary {
  id: number
  reference: string
  createdAt: string
  name: string
  loanAmount: number
  /** The loan type's name ('Car Loan'); '' once erased (docs/decisions/145). */
  loanType: string
  purpose: string
  city: string
  state: string
  status: string
  panMasked: string
  erased: boolean
  /** The lender whose offer the borrower chose, and that offer in a line; '' when none (docs/decisions/221). */
  chosenLender: string
  chosenOffer: string
  /** A possible repeat (docs/decisions/225); the list sets it, a single read leaves it out. */
  repeat?: boolean
}

export interface ApplicationDetail extends ApplicationSummary {
  email: string
  mobileNumber: string
  monthlyIncome: number
  companyName: string
  pinCode: string
  gender: string
  dateOfBirth: string
  consentVersion: string
  consentAt: string
  consentIpHash: string
  erasedAt: string | null
  history: StatusChange[]
  notes: LeadNote[]
  /** The optional consents now, and every recorded choice, oldest first (docs/decisions/100). */
  consents: ConsentState[]
  consentHistory: ConsentChange[]
  /** The applicant's requests from the tracker, newest first. */
  requests: ApplicantRequest[]
  /** Possible repeats: the desk's view only, never in the applicant's copy. */
  related: RelatedApplication[]
  /** What the steps recorded, and the lenders a file can be sent to, by name. */
  facts: StepFacts
  lenders: string[]
}

/**
 * Another live application with the same PAN (by its keyed hash) or mobile number, made within 90
 * days of this one, before or after: a possible repeat, linked both ways (docs/decisions/225).
 */
export interface RelatedApplication {
  id: number
  reference: string
  createdAt: string
  status: string
  /** What the two share. */
  same: ('pan' | 'mobile')[]
}

/** How far apart two applications may be and still be flagged as one person's repeat. */
export const REPEAT_WINDOW_DAYS = 90

export interface ConsentChange {
  purpose: string
  given: boolean
  at: string
  noticeVersion: string
  via: string
}

export interface EnquirySummary {
  id: number
  createdAt: string
  name: string
  mobileNumber: string
  email: string
  city: string
  loanType: string
  status: string
  erased: boolean
}

export interface EnquiryDetail extends EnquirySummary {
  message: string
  erasedAt: string | null
  history: StatusChange[]
  notes: LeadNote[]
}

export interface LeadPage<T> {
  rows: T[]
  total: number
  page: number
  pages: number
  /** The filters as the server understood them, to refill the filter form and the export form. */
  filters: Record<string, string>
}

export interface AuditView {
  id: number
  at: string
  actor: string
  action: string
  subject: string | null
  details: string | null
}

export interface AuditPage {
  rows: AuditView[]
  page: number
  hasNext: boolean
  action: string
  actions: readonly string[]
}

/** What the lead desk's pages ask of the server through pageContext.services.leads. */
export interface LeadDeskPages {
  applications(query: Record<string, string>): Promise<LeadPage<ApplicationSummary>>
  application(id: string): Promise<ApplicationDetail | null>
  enquiries(query: Record<string, string>): Promise<LeadPage<EnquirySummary>>
  enquiry(id: string): Promise<EnquiryDetail | null>
  audit(query: Record<string, string>): Promise<AuditPage>
  /** The open applicant requests, across applications (docs/decisions/146). */
  requests(query: Record<string, string>): Promise<RequestQueue>
}

/** The hours the desk calls borrowers, in India (docs/decisions/225): from 09:00 to before 19:00. */
export const CALL_HOURS = { from: 9, to: 19 } as const

/** Whether it is within the desk's calling hours in India now, and the time there ("20:15"). */
export function callWindow(now: Date): { open: boolean; time: string } {
  const india = new Date(now.getTime() + 330 * 60_000)
  const hour = india.getUTCHours()
  return { open: hour >= CALL_HOURS.from && hour < CALL_HOURS.to, time: india.toISOString().slice(11, 16) }
}

/** The borrower gave consent to calls and then withdrew it (the tracker's "withdraw"): the desk does not call. */
export function withdrewCalls(history: readonly Pick<ConsentChange, 'purpose' | 'given'>[]): boolean {
  const calls = history.filter((c) => c.purpose === 'partner_calls')
  return calls.at(-1)?.given === false && calls.some((c) => c.given)
}
