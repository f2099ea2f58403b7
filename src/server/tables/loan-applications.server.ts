import type { Knex } from 'knex'
import type { TrackStage } from '#src/shared/track'
import { storedLocale, type Locale } from '#src/shared/i18n/locales'
import { isSqlite } from '../db.server'
import { whereContains } from '../sql.server'
import { leadTableRepo } from './lead-table.server'
import { selectStatusChanges } from './lead-history.server'
import type { RejectReason } from '#src/shared/leads'
import type { StepFacts } from '#src/shared/track-facts'

// The one owner of the loan_applications table: the apply form writes it, the lead desk works it, the
// tracker and the dashboard read it, all through this module (docs/decisions/129).

export interface ApplicationRow {
  id: number
  reference: string
  status: string
  loan_amount: number
  monthly_income: number
  purpose: string
  full_name: string
  email: string
  pan_encrypted: string
  pan_hash: string
  /** ABCDE****F, stored at insert so that lists and CSV never decrypt; null on rows stored before it
   * existed until the backfill reaches them, and on erased rows (docs/decisions/080). */
  pan_masked: string | null
  mobile_number: string
  company_name: string
  pin_code: string
  gender: string
  date_of_birth: string
  state: string
  city: string
  consent_version: string
  consent_at: string
  consent_ip_hash: string
  created_at: string
  /** The loan type applied for (a LoanTypeKey); null on rows stored before it existed and on erased rows (docs/decisions/100). */
  loan_type: string | null
  /** The language the application was made in, 'en' or 'hi' (a Locale): its e-mails are written in it (docs/decisions/176). */
  language: string
  /** Set when the person's data was erased (docs/decisions/070). */
  erased_at: string | null
  /** The lender whose offer the borrower chose, and a line on that offer for the desk; null when none (docs/decisions/221). */
  chosen_lender: string | null
  chosen_offer: string | null
  /** What each step recorded, and when (docs/decisions/228); null until the step is reached. */
  contacted_at: string | null
  sent_lender: string | null
  sent_at: string | null
  sanctioned_amount: number | null
  sanctioned_rate: number | null
  sanctioned_tenure: number | null
  sanctioned_at: string | null
  disbursed_amount: number | null
  disbursed_on: string | null
  disbursed_at: string | null
  end_reason: string | null
  next_follow_up_at: string | null
}

const TABLE = 'loan_applications'
const REFERENCE = /^LP-\d{4}-[0-9A-Z]{6}$/

export const applicationsTable = leadTableRepo<ApplicationRow>({
  table: TABLE,
  purposeColumn: 'purpose',
  filter: (q, f) => {
    if (f.loanType) q.where('loan_type', f.loanType)
    if (f.state) q.where('state', f.state)
  },
  search: (q, term, _typed, db) => {
    if (term.kind === 'reference') {
      // A whole reference is an exact, indexed look-up; a partial one is a prefix. SQLite's LIKE ignores
      // case and so skips the index; GLOB is case-sensitive and uses it (references are upper case).
      const ref = term.value.replace(/[^A-Z0-9-]/g, '')
      if (REFERENCE.test(ref)) q.where('reference', ref)
      else if (isSqlite(db)) q.whereRaw('reference glob ?', [`${ref}*`])
      else q.where('reference', 'like', `${ref}%`)
    } else if (term.kind === 'email') q.where('email', term.value)
    else whereContains(q, 'full_name', term.value)
  },
  // The NOT NULL personal columns get '' and 0, the masked PAN and loan type NULL (docs/decisions/070, 080).
  blanked: {
    loan_amount: 0,
    monthly_income: 0,
    purpose: '',
    full_name: '',
    email: '',
    pan_encrypted: '',
    pan_hash: '',
    pan_masked: null,
    mobile_number: '',
    company_name: '',
    pin_code: '',
    gender: '',
    date_of_birth: '',
    state: '',
    city: '',
    consent_ip_hash: '',
    loan_type: null,
    chosen_offer: null,
  },
})

export const {
  select: selectApplications,
  count: countApplications,
  selectOne: selectApplication,
  updateStatus: updateApplicationStatus,
  eraseRow: eraseApplicationRow,
  idsBefore: applicationIdsBefore,
  eraseBefore: eraseApplicationsBefore,
} = applicationsTable

/** A row's sealed PAN, as the key rotation and the masked-PAN backfill read it. */
export interface SealedPan {
  id: number
  pan_encrypted: string
  pan_masked: string | null
}

/**
 * Up to `limit` rows after `afterId`, by id, that still need work: a PAN not sealed under `keyId` (v1, or
 * another key's v2), or no masked PAN yet; with `keyId` null only the latter. Erased rows hold no PAN.
 */
export async function selectSealedPans(db: Knex, keyId: string | null, afterId: number, limit: number): Promise<SealedPan[]> {
  const q = db(TABLE).select('id', 'pan_encrypted', 'pan_masked').where('id', '>', afterId).whereNot('pan_encrypted', '')
  if (keyId === null) q.whereNull('pan_masked')
  else q.where((w) => w.whereNot('pan_encrypted', 'like', `v2.${keyId}.%`).orWhereNull('pan_masked'))
  const rows: SealedPan[] = await q.orderBy('id').limit(limit)
  return rows.map((r) => ({ ...r, id: Number(r.id) }))
}

export async function countSealedPans(db: Knex, keyId: string): Promise<number> {
  const row = await db(TABLE)
    .whereNot('pan_encrypted', '')
    .where((w) => w.whereNot('pan_encrypted', 'like', `v2.${keyId}.%`).orWhereNull('pan_masked'))
    .count<{ n: number | string }[]>({ n: '*' })
    .first()
  return Number(row?.n ?? 0)
}

export type PanFields = Partial<Pick<ApplicationRow, 'pan_encrypted' | 'pan_hash' | 'pan_masked'>>

/**
 * Rewrites each row's PAN fields only if its ciphertext is still the one read (`from`): an erasure or
 * another run may have come first. Returns the ids it changed. PostgreSQL takes the whole batch in one
 * statement (one round trip, not one per row); SQLite's statements cost no round trip.
 */
export async function replaceSealedPans(db: Knex, changes: { id: number; from: string; to: PanFields }[]): Promise<number[]> {
  if (changes.length === 0) return []
  if (isSqlite(db)) {
    const changed: number[] = []
    for (const c of changes) if ((await db(TABLE).where({ id: c.id, pan_encrypted: c.from }).update(c.to)) > 0) changed.push(c.id)
    return changed
  }
  // node-postgres sends a JS null inside an array as SQL NULL: coalesce() then keeps the stored value.
  const column = (f: keyof PanFields) => changes.map((c) => c.to[f] ?? null) as string[]
  const result = await db.raw<{ rows: { id: number }[] }>(
    `update ${TABLE} t set pan_encrypted = coalesce(v.enc, t.pan_encrypted), pan_hash = coalesce(v.hash, t.pan_hash),
       pan_masked = coalesce(v.masked, t.pan_masked)
     from unnest(?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[]) as v(id, sealed, enc, hash, masked)
     where t.id = v.id and t.pan_encrypted = v.sealed
     returning t.id`,
    [changes.map((c) => c.id), changes.map((c) => c.from), column('pan_encrypted'), column('pan_hash'), column('pan_masked')],
  )
  return result.rows.map((r) => Number(r.id))
}

/** An application as the apply form writes it: the database gives the id; erasure is the lead desk's. */
/** The columns the desk's steps write, never the apply form (docs/decisions/228). */
export type StepColumn =
  | 'contacted_at'
  | 'sent_lender'
  | 'sent_at'
  | 'sanctioned_amount'
  | 'sanctioned_rate'
  | 'sanctioned_tenure'
  | 'sanctioned_at'
  | 'disbursed_amount'
  | 'disbursed_on'
  | 'disbursed_at'
  | 'end_reason'
  | 'next_follow_up_at'

export type NewApplicationRow = Omit<ApplicationRow, 'id' | 'erased_at' | 'chosen_lender' | 'chosen_offer' | StepColumn>

export type RecentApplication = Pick<
  NewApplicationRow,
  | 'reference'
  | 'pan_hash'
  | 'loan_amount'
  | 'mobile_number'
  | 'email'
  | 'date_of_birth'
  | 'created_at'
  | 'loan_type'
  | 'purpose'
  | 'language'
>

/** Applications of these PANs stored at or after `since`, oldest first (for the duplicate rule). */
export function findRecentByPan(db: Knex, panHashes: string[], since: string): Promise<RecentApplication[]> {
  return db<ApplicationRow>(TABLE)
    .select(
      'reference',
      'pan_hash',
      'loan_amount',
      'mobile_number',
      'email',
      'date_of_birth',
      'created_at',
      'loan_type',
      'purpose',
      'language',
    )
    .whereIn('pan_hash', panHashes)
    .andWhere('created_at', '>=', since)
    .orderBy('created_at')
}

/** Inserts the rows and gives each new id by its reference (the consent ledger needs them). */
export async function insertApplications(db: Knex, rows: NewApplicationRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map()
  const ids: { id: number; reference: string }[] = await db(TABLE).insert(rows).returning(['id', 'reference'])
  return new Map(ids.map((r) => [r.reference, Number(r.id)]))
}

/**
 * PostgreSQL: serialises submissions of the same PANs until the transaction ends, so two app
 * processes cannot both store one double click. One statement takes every lock, in the order of the
 * lock keys (the sort runs below the scan that calls the lock function, and a test checks it), so two
 * transactions never wait on each other in a cycle. SQLite already serialises writers.
 */
export async function lockPans(trx: Knex.Transaction, panHashes: string[]): Promise<void> {
  if (trx.client.config.client !== 'pg' || panHashes.length === 0) return
  await trx.raw('select pg_advisory_xact_lock(k) from (select distinct hashtext(h) as k from unnest(?::text[]) as h order by k) s', [
    panHashes,
  ])
}

/** The references of these applications, by id (the requests queue names each request's application). */
export async function referencesOf(db: Knex, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows: { id: number; reference: string }[] = await db(TABLE).select('id', 'reference').whereIn('id', ids)
  return new Map(rows.map((r) => [Number(r.id), r.reference]))
}

/** What the applicant's tracker may read of an application: no personal field but the date of birth it checks. */
/** What the steps past "sent to lender" recorded, as the tracker and the step's e-mail show them. */
export const STEP_FACTS = [
  'sent_lender',
  'sanctioned_amount',
  'sanctioned_rate',
  'sanctioned_tenure',
  'disbursed_amount',
  'disbursed_on',
  'end_reason',
] as const

const TRACKED = ['id', 'reference', 'status', 'date_of_birth', 'created_at', 'loan_type', 'purpose', 'erased_at', ...STEP_FACTS] as const

export type TrackedRow = Pick<ApplicationRow, (typeof TRACKED)[number]>

/** The facts an applicant is told of, as the row holds them after a step. */
export function stepFactsOf(row: Pick<ApplicationRow, (typeof STEP_FACTS)[number]>): StepFacts {
  const num = (v: number | string | null) => (v === null ? null : Number(v))
  return {
    lender: row.sent_lender,
    sanctionedAmount: num(row.sanctioned_amount),
    sanctionedRate: num(row.sanctioned_rate),
    sanctionedTenure: num(row.sanctioned_tenure),
    disbursedAmount: num(row.disbursed_amount),
    disbursedOn: row.disbursed_on,
    endReason: row.end_reason as RejectReason | null,
  }
}

/** One indexed look-up by the unique reference, or by id. */
export function findTracked(db: Knex, key: { reference: string } | { id: number }): Promise<TrackedRow | undefined> {
  return db<ApplicationRow>(TABLE)
    .select(...TRACKED)
    .where(key)
    .first()
}

/**
 * The address an application's e-mails go to ('' once erased) and the language they are written in
 * (docs/decisions/176): the tracker's request confirmations read them.
 */
export async function applicantContact(db: Knex, id: number): Promise<{ email: string; language: Locale }> {
  const row = await db<ApplicationRow>(TABLE).select('email', 'language').where({ id }).first()
  return { email: row?.email ?? '', language: storedLocale(row?.language) }
}

/** The live applications made with this e-mail and date of birth, newest first: the lost-reference form's match. */
export async function referencesFor(db: Knex, email: string, dateOfBirth: string, limit = 5): Promise<string[]> {
  const rows = await db<ApplicationRow>(TABLE)
    .select('reference')
    .where({ email, date_of_birth: dateOfBirth })
    .whereNull('erased_at')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((r) => r.reference)
}

/** The stages the lead desk's status machine moved an application through, oldest first. */
export async function trackedStages(db: Knex, applicationId: number): Promise<TrackStage[]> {
  return (await selectStatusChanges(db, 'application', applicationId)).map((m) => ({ status: m.to, at: m.at }))
}

/** What matching offers reads of an application (docs/decisions/220): no name, PAN, mobile or e-mail. */
export type OfferFactsRow = Pick<
  ApplicationRow,
  'id' | 'status' | 'loan_amount' | 'monthly_income' | 'date_of_birth' | 'state' | 'created_at' | 'loan_type' | 'purpose' | 'erased_at'
>

export function findOfferFacts(db: Knex, id: number): Promise<OfferFactsRow | undefined> {
  return db<ApplicationRow>(TABLE)
    .select('id', 'status', 'loan_amount', 'monthly_income', 'date_of_birth', 'state', 'created_at', 'loan_type', 'purpose', 'erased_at')
    .where({ id })
    .first()
}

/** The borrower's chosen lender and offer, or none, as the desk's list, CSV and export show them (docs/decisions/221). */
export async function setChosenOffer(db: Knex, id: number, chosen: { lender: string; offer: string } | null): Promise<void> {
  await db<ApplicationRow>(TABLE)
    .where({ id })
    .update({ chosen_lender: chosen?.lender ?? null, chosen_offer: chosen?.offer ?? null })
}

/**
 * The live applications, other than this one, with its PAN hash or mobile number, made within `days`
 * of it either way (docs/decisions/225). Both columns are indexed; the stored hashes are all under the
 * current key once a key rotation has run (docs/decisions/080).
 */
export async function selectRelated(
  db: Knex,
  row: Pick<ApplicationRow, 'id' | 'pan_hash' | 'mobile_number' | 'created_at'>,
  days: number,
): Promise<Pick<ApplicationRow, 'id' | 'reference' | 'created_at' | 'status' | 'pan_hash' | 'mobile_number'>[]> {
  const at = new Date(row.created_at).getTime()
  const from = new Date(at - days * 86_400_000).toISOString()
  const to = new Date(at + days * 86_400_000).toISOString()
  return db<ApplicationRow>(TABLE)
    .select('id', 'reference', 'created_at', 'status', 'pan_hash', 'mobile_number')
    .whereNull('erased_at')
    .whereNot('id', row.id)
    .whereBetween('created_at', [from, to])
    .where((q) => {
      if (row.pan_hash) q.orWhere('pan_hash', row.pan_hash)
      if (row.mobile_number) q.orWhere('mobile_number', row.mobile_number)
      if (!row.pan_hash && !row.mobile_number) q.whereRaw('1 = 0')
    })
    .orderBy('created_at')
}

/** Of these applications, the ids of those with a possible repeat (selectRelated's rule), in two queries for a whole page. */
export async function selectRepeated(db: Knex, ids: number[], days: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  type Key = Pick<ApplicationRow, 'id' | 'pan_hash' | 'mobile_number' | 'created_at'>
  const columns = ['id', 'pan_hash', 'mobile_number', 'created_at'] as const
  const rows: Key[] = await db<ApplicationRow>(TABLE)
    .select(...columns)
    .whereIn('id', ids)
    .whereNull('erased_at')
  const hashes = rows.map((r) => r.pan_hash).filter(Boolean)
  const mobiles = rows.map((r) => r.mobile_number).filter(Boolean)
  const others: Key[] = await db<ApplicationRow>(TABLE)
    .select(...columns)
    .whereNull('erased_at')
    .where((q) => void q.whereIn('pan_hash', hashes).orWhereIn('mobile_number', mobiles))
  const near = (a: Key, b: Key) => Math.abs(Date.parse(a.created_at) - Date.parse(b.created_at)) <= days * 86_400_000
  const same = (a: Key, b: Key) =>
    (a.pan_hash !== '' && a.pan_hash === b.pan_hash) || (a.mobile_number !== '' && a.mobile_number === b.mobile_number)
  return new Set(rows.filter((r) => others.some((o) => Number(o.id) !== Number(r.id) && same(r, o) && near(r, o))).map((r) => Number(r.id)))
}
