import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { consentHistory, currentConsents, insertConsents } from '#src/server/consent-ledger.server'
import { keyedHash, safeEqual, type KeyRing } from '#src/server/crypto.server'
import { applicationCopy, type ApplicationCopy } from '#src/server/applicant-data.server'
import { copyReadyUntil, listRequests, openRequest } from '#src/server/lead-requests.server'
import { DomainError } from '#src/server/http-error.server'
import { enqueue } from '#src/server/outbox.server'
import {
  applicantContact,
  findTracked,
  referencesFor,
  stepFactsOf,
  trackedStages,
  type TrackedRow,
} from '#src/server/tables/loan-applications.server'
import { isLoanTypeKey, loanTypeForPurpose } from '#src/shared/content/after-submit'
import { CONSENT_NOTICE_VERSION, type ConsentPurpose } from '#src/shared/content/consent'
import type { RequestKind } from '#src/shared/content/track'
import type { Locale } from '#src/shared/i18n/locales'
import type { ForgotReference, TrackLookup } from '#src/shared/schemas/track'
import type { TrackView } from '#src/shared/track'

/** Compared against when there is no application, so that an unknown reference costs what a wrong date does. */
const STAND_IN = '0000-00-00'

/** The audit log's actor for what applicants do from the tracker: never a name or a reference typed by them. */
export const APPLICANT = 'applicant'

const live = (row: TrackedRow | undefined): row is TrackedRow => row !== undefined && row.erased_at === null

/**
 * The one refusal of the tracker, whatever the cause (docs/decisions/100, 184). Its message is
 * never shown: the route answers with the page's own constant text.
 */
export const noSuchApplication = () => new DomainError('not-found', 'No such application.')

/**
 * The application a reference and date of birth name. Unknown, erased, or another date of birth all
 * throw the same DomainError('not-found') (docs/decisions/100). One indexed read and one
 * constant-time comparison either way.
 */
export async function lookUp(db: Knex, input: TrackLookup): Promise<number> {
  const row = await findTracked(db, { reference: input.reference })
  const stored = live(row) && row.date_of_birth.length === STAND_IN.length ? row.date_of_birth : STAND_IN
  const same = safeEqual(stored, input.dateOfBirth)
  if (!same || !live(row)) throw noSuchApplication()
  return Number(row.id)
}

/** What the tracker shows of one application; null once it is erased. */
export async function trackView(db: Knex, id: number, now = new Date()): Promise<TrackView | null> {
  const row = await findTracked(db, { id })
  if (!live(row)) return null
  const [moves, history, requests, copyUntil] = await Promise.all([
    trackedStages(db, id),
    consentHistory(db, id),
    listRequests(db, id),
    copyReadyUntil(db, id, now),
  ])
  return {
    reference: row.reference,
    receivedAt: row.created_at,
    status: row.status,
    loanType: isLoanTypeKey(row.loan_type) ? row.loan_type : loanTypeForPurpose(row.purpose),
    stages: [{ status: 'new', at: row.created_at }, ...moves],
    facts: stepFactsOf(row),
    consents: currentConsents(history),
    requests,
    copyReadyUntil: copyUntil,
  }
}

/**
 * The copy of their data that the desk made available, for the applicant to download from the
 * tracker (docs/decisions/193): the desk's own export, audited as the applicant's download. Null when
 * no copy is available now (none made, or its 7 days are over); an application gone throws not-found.
 */
export async function downloadCopy(db: Knex, keys: KeyRing, id: number, now = new Date()): Promise<ApplicationCopy | null> {
  const row = await findTracked(db, { id })
  if (!live(row)) throw noSuchApplication()
  if ((await copyReadyUntil(db, id, now)) === null) return null
  const copy = await applicationCopy(db, keys, id, now)
  if (!copy) throw noSuchApplication()
  await recordAudit(db, { actor: APPLICANT, action: 'applicant.copy_download', subject: `application ${row.reference}` }, now)
  return copy
}

/** What an applicant's request did: 'already' when it changed nothing. An application gone throws not-found. */
export type ActionOutcome = 'done' | 'already'

/** The applicant's e-mail saying the request arrived, written with the request (docs/decisions/140). */
async function confirmReceived(trx: Knex, id: number, reference: string, request: RequestKind, now: Date): Promise<void> {
  const { email: to, language } = await applicantContact(trx, id)
  if (to) await enqueue(trx, [{ kind: 'request_received', to, payload: { reference, request, at: now.toISOString(), language } }], now)
}

/**
 * Withdraws an optional consent: a ledger row (not given, this notice version, hashed IP), a task for
 * the desk to pass it on, and an audit entry, in one transaction. Withdrawing what is not given changes nothing.
 */
export async function withdrawConsent(
  db: Knex,
  keys: KeyRing,
  id: number,
  purpose: ConsentPurpose,
  ip: string,
  now = new Date(),
): Promise<ActionOutcome> {
  return db.transaction(async (trx) => {
    const row = await findTracked(trx, { id })
    if (!live(row)) throw noSuchApplication()
    const current = currentConsents(await consentHistory(trx, id)).find((c) => c.purpose === purpose)
    if (!current?.given) return 'already'
    const at = now.toISOString()
    await insertConsents(trx, [
      {
        application_id: id,
        purpose,
        given: false,
        notice_version: CONSENT_NOTICE_VERSION,
        at,
        ip_hash: keyedHash(keys.current.key, ip, 'consent-ip'),
        via: 'tracker',
      },
    ])
    await openRequest(trx, id, `withdraw_${purpose}`, now)
    await confirmReceived(trx, id, row.reference, `withdraw_${purpose}`, now)
    await recordAudit(
      trx,
      { actor: APPLICANT, action: 'applicant.consent_withdraw', subject: `application ${row.reference}`, details: { purpose } },
      now,
    )
    return 'done'
  })
}

/** Asks the desk for a copy of the data or for erasure; a second ask while one is open adds nothing. */
export async function requestFromDesk(
  db: Knex,
  id: number,
  kind: Extract<RequestKind, 'data_export' | 'erasure'>,
  now = new Date(),
): Promise<ActionOutcome> {
  return db.transaction(async (trx) => {
    const row = await findTracked(trx, { id })
    if (!live(row)) throw noSuchApplication()
    if ((await openRequest(trx, id, kind, now)) === 'already-open') return 'already'
    await confirmReceived(trx, id, row.reference, kind, now)
    await recordAudit(
      trx,
      { actor: APPLICANT, action: 'applicant.request', subject: `application ${row.reference}`, details: { kind } },
      now,
    )
    return 'done'
  })
}

/**
 * The lost-reference form (docs/decisions/143): when the e-mail and date of birth match live
 * applications, their references go to that address through the outbox. Nothing is returned, so no
 * caller can tell a match from none, and nothing is logged. The e-mail is in the language of the page
 * that asked for it.
 */
export async function sendLostReference(db: Knex, input: ForgotReference, language: Locale, now = new Date()): Promise<void> {
  await db.transaction(async (trx) => {
    const references = await referencesFor(trx, input.email, input.dateOfBirth)
    if (references.length > 0) await enqueue(trx, [{ kind: 'lost_reference', to: input.email, payload: { references, language } }], now)
  })
}
