import type { Knex } from 'knex'
import { encrypt, keyedHash } from '../../server/crypto.server'
import { applyConsent } from '../../shared/content/apply'
import type { LoanApplication } from '../../shared/schemas/loan-application'
import { findRecentByPan, insertApplications, lockPans, type LoanApplicationRow } from './loan-application.repo'
import { newReference } from './reference'

/** A repeat within this window (same PAN, amount and mobile) is a double click, not a new application. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000
/** At most this many applications share one transaction (and one disk flush). */
const MAX_BATCH = 100

export interface SubmitMeta {
  ip: string
  now?: Date
}

export interface SubmitOutcome {
  reference: string
  duplicate: boolean
}

interface Pending {
  row: LoanApplicationRow
  since: string
  resolve: (outcome: SubmitOutcome) => void
  reject: (err: unknown) => void
}

const sameApplication = (a: Pick<LoanApplicationRow, 'pan_hash' | 'loan_amount' | 'mobile_number'>) => `${a.pan_hash}|${a.loan_amount}|${a.mobile_number}`

const isUniqueViolation = (err: unknown) => ['SQLITE_CONSTRAINT', '23505'].includes((err as { code?: string }).code ?? '')

/**
 * Group commit (docs/decisions/032): submissions that arrive while a transaction is writing wait
 * and go together in the next one. Each application is still stored in one transaction with its
 * duplicate check, and nobody gets an answer before the commit (synchronous=FULL) has returned;
 * one disk flush then covers many applications.
 */
class ApplicationWriter {
  private queue: Pending[] = []
  private writing = false

  constructor(private readonly db: Knex) {}

  submit(row: LoanApplicationRow, since: string): Promise<SubmitOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, since, resolve, reject })
      if (!this.writing) void this.drain()
    })
  }

  private async drain() {
    this.writing = true
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH)
      try {
        const outcomes = await this.write(batch)
        batch.forEach((p, i) => p.resolve(outcomes[i]!))
      } catch (err) {
        // One bad application (or a reference collision) must not fail the others: retry one by one.
        if (batch.length === 1) await this.retryAlone(batch[0]!, err)
        else for (const p of batch) await this.retryAlone(p, undefined)
      }
    }
    this.writing = false
  }

  private async retryAlone(p: Pending, firstError: unknown) {
    let err = firstError
    for (let attempt = 0; attempt < 3; attempt++) {
      if (err !== undefined && !isUniqueViolation(err)) break
      if (err !== undefined) p.row = { ...p.row, reference: newReference(new Date(p.row.created_at)) }
      try {
        return p.resolve((await this.write([p]))[0]!)
      } catch (e) {
        err = e
      }
    }
    p.reject(err)
  }

  /** One transaction: lock, find recent twins, insert the new ones. */
  private write(batch: Pending[]): Promise<SubmitOutcome[]> {
    return this.db.transaction(async (trx) => {
      const hashes = batch.map((p) => p.row.pan_hash)
      await lockPans(trx, hashes)
      const oldestSince = batch.reduce((min, p) => (p.since < min ? p.since : min), batch[0]!.since)
      const recent = await findRecentByPan(trx, [...new Set(hashes)], oldestSince)
      const firstOf = new Map<string, { reference: string; created_at: string }[]>()
      for (const r of recent) firstOf.set(sameApplication(r), [...(firstOf.get(sameApplication(r)) ?? []), r])
      const toInsert: LoanApplicationRow[] = []
      const outcomes = batch.map((p): SubmitOutcome => {
        const twin = (firstOf.get(sameApplication(p.row)) ?? []).find((r) => r.created_at >= p.since)
        if (twin) return { reference: twin.reference, duplicate: true }
        toInsert.push(p.row)
        firstOf.set(sameApplication(p.row), [p.row])
        return { reference: p.row.reference, duplicate: false }
      })
      await insertApplications(trx, toInsert)
      return outcomes
    })
  }
}

const writers = new WeakMap<Knex, ApplicationWriter>()

/**
 * Stores a validated application: PAN only encrypted (AES-256-GCM) with a keyed hash for look-ups,
 * consent with a hashed IP (docs/decisions/031). A repeat within 10 minutes returns the first reference.
 */
export function submitApplication(db: Knex, dataKey: Buffer, app: LoanApplication, meta: SubmitMeta): Promise<SubmitOutcome> {
  const now = meta.now ?? new Date()
  const at = now.toISOString()
  let writer = writers.get(db)
  if (!writer) writers.set(db, (writer = new ApplicationWriter(db)))
  const row: LoanApplicationRow = {
    reference: newReference(now),
    status: 'new',
    loan_amount: app.loanAmount,
    monthly_income: app.monthlyIncome,
    purpose: app.purpose,
    full_name: app.fullName,
    email: app.email,
    pan_encrypted: encrypt(dataKey, app.panCard),
    pan_hash: keyedHash(dataKey, app.panCard, 'pan'),
    mobile_number: app.mobileNumber,
    company_name: app.companyName,
    pin_code: app.pinCode,
    gender: app.gender,
    date_of_birth: app.dateOfBirth,
    state: app.state,
    city: app.city,
    consent_version: applyConsent.version,
    consent_at: at,
    consent_ip_hash: keyedHash(dataKey, meta.ip, 'consent-ip'),
    created_at: at,
  }
  return writer.submit(row, new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
}
