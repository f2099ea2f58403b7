import { formatDateTime } from '../format/date'
import t from '../i18n/en/track'
import type { Translation } from '../i18n/fill'
import { desk } from '../i18n/admin/desk'

// The applicant's tracker (/track, issue 13, docs/decisions/100). Its words are in the catalogue
// (src/shared/i18n/en/track.ts, hi/track.ts); the English ones are re-exported here for the lead
// desk, the e-mails and the tests. What the desk alone reads (requestTasks) is in the admin's English words
// (src/shared/i18n/admin/desk.ts, docs/decisions/236).

export const TRACK_FORM = 'track'
/** The lost-reference form (/track/forgot, docs/decisions/143). */
export const FORGOT_FORM = 'track-forgot'

/** The tracker's words in English (the catalogue's `track` part; a page reads its own language's). */
export const trackCopy = t
export const forgotCopy = t.forgot
/**
 * A status of the lead desk's machine (src/shared/leads.ts) as the tracker names it; track.test.ts checks
 * that every status has a label and a next step (importing leads.ts here would close an import circle).
 */
type Stage = keyof typeof t.stageLabels

export const stageLabels: Record<Stage, string> = t.stageLabels

/** A stage in plain words; `labels` is the page's language's `track` part (English by default). */
export const stageLabel = (status: string, text: Pick<Translation<typeof t>, 'stageLabels' | 'inProgress'> = t): string =>
  (text.stageLabels as Record<string, string>)[status] ?? text.inProgress

/** The usual path, shown as steps; rejected and withdrawn end it early. */
export const usualPath: readonly Stage[] = ['new', 'contacted', 'documents_pending', 'sent_to_lender', 'sanctioned', 'disbursed']

export const nextSteps: Record<Stage, string> = t.nextSteps

/** What happens after this stage; `text` is the page's language's `track` part (English by default). */
export const nextStep = (status: string, text: Pick<Translation<typeof t>, 'nextSteps'> = t): string =>
  (text.nextSteps as Record<string, string>)[status] ?? text.nextSteps.new

/** The applicant's requests to the lead desk, as both sides call them. */
export const requestKinds = [
  'data_export',
  'erasure',
  'withdraw_partner_calls',
  'withdraw_marketing',
] as const satisfies readonly (keyof typeof t.requestLabels)[]
export type RequestKind = (typeof requestKinds)[number]

export const requestLabels: Record<RequestKind, string> = t.requestLabels

/** What the desk does for each request (the application page shows it beside Mark done). */
export const requestTasks: Record<RequestKind, string> = desk.requestTasks

export const requestDone: Record<RequestKind, string> = t.requestDone

/** The desk's button that completes a request: for a copy, it makes the copy available (docs/decisions/193). */
export const requestAction = (kind: RequestKind): string => (kind === 'data_export' ? 'Make copy available' : 'Mark done')

/** The lead desk's flash after Mark done. */
export const requestMarkedDone = 'Request marked done.'
/** …and after a copy is made available. */
export const copyMadeAvailable = (readyUntil: string): string =>
  `Copy made available on Track application until ${formatDateTime(readyUntil)}; the applicant is e-mailed where to get it.`
export const requestAlreadyOpen = t.requestAlreadyOpen
export const consentNotGiven = t.consentNotGiven
