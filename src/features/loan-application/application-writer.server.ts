import type { Knex } from 'knex'
import { insertConsents, type ConsentEntry } from '#src/server/consent-ledger.server'
import { errorCode } from '#src/server/http-error.server'
import { loanTypeForPurpose } from '#src/shared/content/after-submit'
import { findRecentByPan, insertApplications, lockPans, type NewApplicationRow } from '#src/server/tables/loan-applications.server'
import { enqueue, type NewMessage } from '#src/server/outbox.server'
import { storedLocale } from '#src/shared/i18n/locales'
import { contactDueBy } from '#src/shared/follow-ups'
import { newReference } from './reference.server'

// How an application is written: its duplicate check, its consents and its e-mails in one transaction,
// and on SQLite many applications in one group commit (docs/decisions/032, 191).

/** At most this many applications share one transaction (and one disk flush). */
const MAX_BATCH = 100

export interface SubmitOutcome {
  reference: string
  duplicate: boolean
  /** The loan type of the stored application (the first one's, for a duplicate). */
  loanType: string
}

export interface Submission {
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
    // Each is due for its first call by the time the site promises (docs/decisions/229).
    const ids = await insertApplications(
      trx,
      toInsert.map((s) => ({ ...s.row, next_follow_up_at: contactDueBy(new Date(s.row.created_at)).toISOString() })),
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
export async function writeAlone(db: Knex, s: Submission, firstError?: unknown): Promise<SubmitOutcome> {
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
export class ApplicationWriter {
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
