import type { Knex } from 'knex'
import { encrypt, keyedHash, ringKeys, type KeyRing } from '#src/server/crypto.server'
import { insertConsents, type ConsentEntry } from '#src/server/consent-ledger.server'
import { isSqlite } from '#src/server/db.server'
import { errorCode } from '#src/server/http-error.server'
import { loanTypeForPurpose } from '#src/shared/content/after-submit'
import { DEFAULT_LOAN_TYPE } from '#src/shared/content/loan-types'
import { applyConsent } from '#src/shared/content/apply'
import { CONSENT_NOTICE_VERSION, consentPurposes } from '#src/shared/content/consent'
import { maskPan } from '#src/shared/leads'
import type { ApplyExtras } from '#src/shared/schemas/apply-consents'
import type { LoanApplication } from '#src/shared/schemas/loan-application'
import { findRecentByPan, insertApplications, lockPans, type NewApplicationRow } from '#src/server/tables/loan-applications.server'
import { enqueue, type NewMessage } from '#src/server/outbox.server'
import { storedLocale, type Locale } from '#src/shared/i18n/locales'
import { newReference } from './reference.server'

/**
 * A repeat within this window (same PAN, amount, mobile, e-mail and date of birth) is a double click,
 * not a new application (docs/decisions/191).
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000
/** At most this many applications share one transaction (and one disk flush). */
const MAX_BATCH = 100

export interface SubmitMeta {
  ip: string
  now?: Date
  /** The language the application is made in (docs/decisions/176): its e-mails are written in it. English when not said. */
  language?: Locale
}

export interface SubmitOutcome {
  reference: string
  duplicate: boolean
  /** The loan type of the stored application (the first one's, for a duplicate). */
  loanType: string
}

interface Submission {
  row: NewApplicationRow
  since: string
  /** The PAN's hash under every key of the ring, current first: rows stored before a rotation carry an older one. */
  panHashes: string[]
  /** The optional consents' first ledger rows, without the application id the insert gives. */
  consents: Omit<ConsentEntry, 'application_id'>[]
}

interface Pending extends Submission {
  resolve: (outcome: SubmitOutcome) => void
  reject: (err: unknown) => void
}

type Recent = Pick<NewApplicationRow, 'reference' | 'email' | 'date_of_birth' | 'created_at' | 'loan_type' | 'purpose' | 'language'>

/** What a stranger may know of someone's application: the PAN, the mobile and the amount. */
const sameLoan = (a: Pick<NewApplicationRow, 'pan_hash' | 'loan_amount' | 'mobile_number'>) =>
  `${a.pan_hash}|${a.loan_amount}|${a.mobile_number}`

/** The applicant's own two facts as well: only then is a repeat the same person's double click (docs/decisions/191). */
const sameApplicant = (a: Recent, b: Recent) => a.email === b.email && a.date_of_birth === b.date_of_birth

const isUniqueViolation = (err: unknown) => ['SQLITE_CONSTRAINT', '23505'].includes(errorCode(err))

/** One transaction: lock, find recent twins (under any key of the ring), insert the new ones. */
function writeBatch(db: Knex, batch: Submission[]): Promise<SubmitOutcome[]> {
  return db.transaction(async (trx) => {
    // Each hash under any key names the same PAN as the batch row's hash under the current key.
    const current = new Map<string, string>()
    for (const s of batch) for (const h of s.panHashes) current.set(h, s.row.pan_hash)
    const hashes = [...current.keys()]
    await lockPans(trx, hashes)
    const oldestSince = batch.reduce((min, s) => (s.since < min ? s.since : min), batch[0]!.since)
    const recent = await findRecentByPan(trx, hashes, oldestSince)
    const earlier = new Map<string, Recent[]>()
    for (const r of recent) {
      const same = sameLoan({ ...r, pan_hash: current.get(r.pan_hash) ?? r.pan_hash })
      earlier.set(same, [...(earlier.get(same) ?? []), r])
    }
    const toInsert: Submission[] = []
    const notices: NewMessage[] = []
    const outcomes = batch.map((s): SubmitOutcome => {
      const within = (earlier.get(sameLoan(s.row)) ?? []).filter((r) => r.created_at >= s.since)
      const twin = within.find((r) => sameApplicant(r, s.row))
      if (twin) return { reference: twin.reference, duplicate: true, loanType: twin.loan_type ?? loanTypeForPurpose(twin.purpose) }
      // Someone else's PAN, mobile and amount: a new application like any other, and the earlier
      // applications' references go to their own addresses, never to this one (docs/decisions/191).
      notices.push(...within.map(repeatNotice))
      toInsert.push(s)
      earlier.set(sameLoan(s.row), [...(earlier.get(sameLoan(s.row)) ?? []), s.row])
      return { reference: s.row.reference, duplicate: false, loanType: s.row.loan_type! }
    })
    const ids = await insertApplications(
      trx,
      toInsert.map((s) => s.row),
    )
    // The ledger's first rows commit with their application (docs/decisions/100).
    await insertConsents(
      trx,
      toInsert.flatMap((s) => s.consents.map((c) => ({ ...c, application_id: ids.get(s.row.reference)! }))),
    )
    // So do its e-mails: the desk's alert and the applicant's acknowledgement (docs/decisions/140).
    await enqueue(trx, [...toInsert.flatMap((s) => applicationMail(s.row, ids.get(s.row.reference)!)), ...notices])
    return outcomes
  })
}

/** The reference of an earlier application, to its own address, saying why it comes (docs/decisions/191). */
const repeatNotice = (earlier: Recent): NewMessage => ({
  kind: 'lost_reference',
  to: earlier.email,
  payload: { references: [earlier.reference], language: storedLocale(earlier.language), cause: 'repeat' },
})

/** The alert to the company (no personal field) and the acknowledgement to the applicant. */
function applicationMail(row: NewApplicationRow, id: number): NewMessage[] {
  const loanType = row.loan_type ?? loanTypeForPurpose(row.purpose)
  const receivedAt = row.created_at
  return [
    { kind: 'lead_alert', payload: { lead: 'application', id, reference: row.reference, loanType, amount: row.loan_amount, receivedAt } },
    {
      kind: 'acknowledgement',
      to: row.email,
      payload: { reference: row.reference, loanType, receivedAt, language: storedLocale(row.language) },
    },
  ]
}

/** One application in its own transaction; a reference collision (about 1 in 10⁹) retries with a new one. */
async function writeAlone(db: Knex, s: Submission, firstError?: unknown): Promise<SubmitOutcome> {
  let err = firstError
  for (let attempt = 0; attempt < 3; attempt++) {
    if (err !== undefined && !isUniqueViolation(err)) break
    if (err !== undefined) s = { ...s, row: { ...s.row, reference: newReference(new Date(s.row.created_at)) } }
    try {
      return (await writeBatch(db, [s]))[0]!
    } catch (e) {
      err = e
    }
  }
  throw err
}

/**
 * Group commit for SQLite (docs/decisions/032): submissions that arrive while a transaction is
 * writing wait and go together in the next one. Each application is still stored in one transaction
 * with its duplicate check, and nobody gets an answer before the commit (synchronous=FULL) has
 * returned; one disk flush then covers many applications.
 */
class ApplicationWriter {
  private queue: Pending[] = []
  private writing = false

  constructor(private readonly db: Knex) {}

  submit(s: Submission): Promise<SubmitOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...s, resolve, reject })
      if (!this.writing) void this.drain()
    })
  }

  private async drain() {
    this.writing = true
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH)
      try {
        const outcomes = await writeBatch(this.db, batch)
        batch.forEach((p, i) => p.resolve(outcomes[i]!))
      } catch (err) {
        // One bad application (or a reference collision) must not fail the others: retry one by one.
        for (const p of batch) await writeAlone(this.db, p, batch.length > 1 ? undefined : err).then(p.resolve, p.reject)
      }
    }
    this.writing = false
  }
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
