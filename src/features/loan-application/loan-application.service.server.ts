import type { Knex } from 'knex'
import { encrypt, keyedHash, ringKeys, type KeyRing } from '#src/server/crypto.server'
import { isSqlite } from '#src/server/db.server'
import { DEFAULT_LOAN_TYPE } from '#src/shared/content/loan-types'
import { applyConsent } from '#src/shared/content/apply'
import { CONSENT_NOTICE_VERSION, consentPurposes } from '#src/shared/content/consent'
import { maskPan } from '#src/shared/leads'
import type { ApplyExtras } from '#src/shared/schemas/apply-consents'
import type { LoanApplication } from '#src/shared/schemas/loan-application'
import type { NewApplicationRow } from '#src/server/tables/loan-applications.server'
import type { Locale } from '#src/shared/i18n/locales'
import { ApplicationWriter, writeAlone, type Submission, type SubmitOutcome } from './application-writer.server'
import { newReference } from './reference.server'

/**
 * A repeat within this window (same PAN, amount, mobile, e-mail and date of birth) is a double click,
 * not a new application (docs/decisions/191).
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000

export interface SubmitMeta {
  ip: string
  now?: Date
  /** The language the application is made in (docs/decisions/176): its e-mails are written in it. English when not said. */
  language?: Locale
}

const writers = new WeakMap<Knex, ApplicationWriter>()

/** Applications accepted and not yet answered, per database handle, and who waits for none to be left. */
const inFlight = new WeakMap<Knex, { count: number; idle: (() => void)[] }>()

function track<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  let state = inFlight.get(db)
  if (!state) inFlight.set(db, (state = { count: 0, idle: [] }))
  const s = state
  s.count += 1
  const done = () => {
    s.count -= 1
    if (s.count === 0) for (const resolve of s.idle.splice(0)) resolve()
  }
  const result = work()
  result.then(done, done)
  return result
}

/**
 * Resolves once no application is queued or being written for this database: the server awaits it
 * on shutdown, after it stops accepting connections, so an accepted application is answered.
 */
export function drainApplications(db: Knex): Promise<void> {
  const state = inFlight.get(db)
  if (!state || state.count === 0) return Promise.resolve()
  return new Promise((resolve) => state.idle.push(resolve))
}

/**
 * Stores a validated application: PAN only encrypted (AES-256-GCM, current key) with a keyed hash for
 * look-ups and its masked form for the lists, consent with a hashed IP (docs/decisions/031, 080).
 * The same applicant's repeat within 10 minutes returns the first reference (docs/decisions/191).
 * SQLite queues it for the next group commit; PostgreSQL writes it at once through the pool, where
 * a commit does not hold up the other connections (docs/decisions/080).
 */
export function submitApplication(
  db: Knex,
  keys: KeyRing,
  app: LoanApplication,
  meta: SubmitMeta,
  extras?: ApplyExtras,
): Promise<SubmitOutcome> {
  const now = meta.now ?? new Date()
  const at = now.toISOString()
  const ipHash = keyedHash(keys.current.key, meta.ip, 'consent-ip')
  const row: NewApplicationRow = {
    reference: newReference(now),
    status: 'new',
    loan_amount: app.loanAmount,
    monthly_income: app.monthlyIncome,
    purpose: app.purpose,
    full_name: app.fullName,
    email: app.email,
    pan_encrypted: encrypt(keys, app.panCard),
    pan_hash: keyedHash(keys.current.key, app.panCard, 'pan'),
    pan_masked: maskPan(app.panCard),
    mobile_number: app.mobileNumber,
    company_name: app.companyName,
    pin_code: app.pinCode,
    gender: app.gender,
    date_of_birth: app.dateOfBirth,
    state: app.state,
    city: app.city,
    consent_version: applyConsent.version,
    consent_at: at,
    consent_ip_hash: ipHash,
    created_at: at,
    // The tab the form was sent under; a JSON client that names none applied for a personal loan (docs/decisions/145).
    loan_type: extras?.loanType ?? DEFAULT_LOAN_TYPE,
    language: meta.language ?? 'en',
  }
  const submission: Submission = {
    row,
    since: new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString(),
    panHashes: ringKeys(keys).map((k) => keyedHash(k.key, app.panCard, 'pan')),
    // Every optional purpose gets a row, ticked or not: left empty is recorded as not given.
    consents: consentPurposes.map((purpose) => ({
      purpose,
      given: extras?.consents[purpose] ?? false,
      notice_version: CONSENT_NOTICE_VERSION,
      at,
      ip_hash: ipHash,
      via: 'apply' as const,
    })),
  }
  if (!isSqlite(db)) return track(db, () => writeAlone(db, submission))
  let writer = writers.get(db)
  if (!writer) writers.set(db, (writer = new ApplicationWriter(db)))
  const w = writer
  return track(db, () => w.submit(submission))
}
