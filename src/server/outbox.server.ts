import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { RequestKind } from '../shared/content/track'
import type { Locale } from '../shared/i18n/locales'
import type { StepFacts } from '../shared/track-facts'
import type { OutboxEntry, OutboxPages, OutboxSummary } from '../shared/outbox'
import { isSqlite } from './db.server'

// The one owner of the outbox table (docs/decisions/140): features write a message in the transaction
// of what it reports; the sender (src/server/mail/sender.server.ts) claims, sends and deletes it, or,
// for a kind capped per recipient, keeps it a day without its payload (docs/decisions/192).

const TABLE = 'outbox'

const MINUTE = 60_000
/** Alerts to the company wait this long after the first one not yet sent, and go together. */
export const DIGEST_MS = MINUTE
/** How long a sender's claim holds: longer than any send, so only a dead sender's claim runs out. */
export const LEASE_MS = 5 * MINUTE
/** A message still not delivered this long after its first try is marked failed. */
export const GIVE_UP_MS = 24 * 60 * MINUTE

/**
 * At most `max` messages of a kind to one address within `windowMs` (docs/decisions/192): whoever can
 * type an address (on the apply form, on the lost-reference form) cannot fill that inbox. The rest
 * are dropped without a word, so the person asking sees the same answer either way.
 */
export const MAIL_CAPS: Partial<Record<MailKind, { max: number; windowMs: number }>> = {
  lost_reference: { max: 3, windowMs: 24 * 60 * MINUTE },
  acknowledgement: { max: 1, windowMs: 60 * MINUTE },
}
const CAPPED = Object.keys(MAIL_CAPS) as MailKind[]
/** A sent message of a capped kind stays this long, its payload emptied, so that the caps count it. */
const KEEP_SENT_MS = Math.max(...Object.values(MAIL_CAPS).map((c) => c.windowMs))
/** The first key of the PostgreSQL advisory locks on one address's count (the second is the address's hash). */
const CAP_LOCK = 192

/** What each kind of message carries: enough to write it, never a PAN, mobile, date of birth or income. */
export interface Payloads {
  lead_alert: {
    lead: 'application' | 'enquiry'
    id: number
    reference: string
    loanType: string
    amount: number | null
    receivedAt: string
  }
  // `language`: the application's (docs/decisions/176); a row written before it existed is English.
  acknowledgement: { reference: string; loanType: string; receivedAt: string; language?: Locale }
  request_received: { reference: string; request: RequestKind; at: string; language?: Locale }
  // `readyUntil`: a copy made available on the tracker, until then (docs/decisions/193).
  request_done: { reference: string; request: RequestKind; at: string; language?: Locale; readyUntil?: string }
  // `cause`: 'repeat' when someone else's application repeated this one's PAN, mobile and amount (docs/decisions/191).
  lost_reference: { references: string[]; language?: Locale; cause?: 'repeat' }
  /** A step of the application, with what it recorded (docs/decisions/228); no PAN, mobile, date of birth or income. */
  application_step: { reference: string; status: string; at: string; language?: Locale; facts: StepFacts }
  /** To the admin: a right password was followed by wrong codes (docs/decisions/198); when, and nothing else. */
  sign_in_codes_wrong: { at: string }
  /** To the desk (NOTIFY_EMAIL), each morning (docs/decisions/231): references, loan types, times and counts only. */
  desk_digest: DeskDigest
}

/** One lead in the morning digest: when it came in and, in the follow-ups, when its next call is due. */
export interface DigestLead {
  lead: 'application' | 'enquiry'
  id: number
  reference: string
  loanType: string
  receivedAt: string
  dueAt?: string
}

export interface DeskDigest {
  /** The India day (YYYY-MM-DD) the digest is for, and when it was written. */
  day: string
  at: string
  /** New leads are those stored after this time: the last digest's, or a day before `at`. */
  since: string
  /** Each list holds the first rows (oldest, most urgent); `total` counts them all. */
  newLeads: { total: number; rows: DigestLead[] }
  followUps: { total: number; overdue: number; rows: DigestLead[] }
  requests: { total: number; rows: { applicationId: number; reference: string; request: RequestKind; madeAt: string }[] }
}

/** The kinds written to the company (NOTIFY_EMAIL): their rows hold no recipient. */
export type CompanyKind = 'lead_alert' | 'desk_digest'
export type MailKind = keyof Payloads

export type NewMessage = {
  [K in MailKind]: { kind: K; payload: Payloads[K] } & (K extends CompanyKind ? { to?: undefined } : { to: string })
}[MailKind]

export interface ClaimedMessage {
  id: number
  kind: MailKind
  recipient: string | null
  payload: unknown
  attempts: number
  tries_since: number
}

interface OutboxRow extends Omit<ClaimedMessage, 'payload'> {
  payload: string
  status: 'waiting' | 'failed' | 'sent'
  created_at: string
  due_at: number | string
  last_error: string | null
}

/**
 * Writes messages; call it with the transaction that stores what they report. A message past its
 * kind's cap for its address is left out (docs/decisions/192).
 */
export async function enqueue(db: Knex, messages: NewMessage[], now = new Date()): Promise<void> {
  if (messages.some((m) => MAIL_CAPS[m.kind]) && !(db as Knex.Transaction).isTransaction) {
    return db.transaction((trx) => enqueue(trx, messages, now))
  }
  const kept = await withinCaps(db, messages, now)
  if (kept.length === 0) return
  const ms = now.getTime()
  await db(TABLE).insert(
    kept.map((m) => ({
      kind: m.kind,
      recipient: m.to ?? null,
      payload: JSON.stringify(m.payload),
      status: 'waiting',
      attempts: 0,
      created_at: now.toISOString(),
      // The company's alerts wait for the digest window; everything else goes at the next tick.
      due_at: m.kind === 'lead_alert' ? ms + DIGEST_MS : ms,
      tries_since: ms,
    })),
  )
}

/**
 * The messages the caps let through: for each capped kind, what the outbox holds for the address
 * within the window (waiting, failed or sent) and what this batch adds before it. The forms store
 * addresses lower-cased, so one address is one recipient.
 */
async function withinCaps(trx: Knex, messages: NewMessage[], now: Date): Promise<NewMessage[]> {
  const capped = messages.filter((m) => MAIL_CAPS[m.kind])
  if (capped.length === 0) return messages
  const keyOf = (kind: string, to: string | null | undefined) => `${kind} ${to}`
  // PostgreSQL: the count and the insert of one address are serialised across processes, every lock
  // taken in one statement in key order; SQLite serialises writers already.
  if (!isSqlite(trx)) {
    await trx.raw('select pg_advisory_xact_lock(?, k) from (select distinct hashtext(x) as k from unnest(?::text[]) as x order by k) s', [
      CAP_LOCK,
      [...new Set(capped.map((m) => keyOf(m.kind, m.to)))],
    ])
  }
  const sent = new Map<string, number>()
  for (const kind of new Set(capped.map((m) => m.kind))) {
    const rows: { recipient: string; n: number | string }[] = await trx(TABLE)
      .select('recipient')
      .count({ n: '*' })
      .where('kind', kind)
      .whereIn('recipient', [...new Set(capped.filter((m) => m.kind === kind).map((m) => m.to!))])
      .andWhere('created_at', '>', new Date(now.getTime() - MAIL_CAPS[kind]!.windowMs).toISOString())
      .groupBy('recipient')
    for (const r of rows) sent.set(keyOf(kind, r.recipient), Number(r.n))
  }
  return messages.filter((m) => {
    const cap = MAIL_CAPS[m.kind]
    if (!cap) return true
    const key = keyOf(m.kind, m.to)
    const n = sent.get(key) ?? 0
    sent.set(key, n + 1)
    return n < cap.max
  })
}

/**
 * When a message that just failed its `attempts`-th try is tried next, or null to give up
 * (docs/decisions/141): at least once a minute for its first 10 minutes, then a quarter of its age
 * (at most an hour) apart, and one last try when it is a day old.
 */
export function nextTryAt(triesSince: number, attempts: number, now: number): number | null {
  const age = now - triesSince
  if (age >= GIVE_UP_MS) return null
  const delay = age < 10 * MINUTE ? Math.min(15_000 * 2 ** Math.max(0, attempts - 1), MINUTE) : Math.min(age / 4, 60 * MINUTE)
  return Math.min(now + delay, triesSince + GIVE_UP_MS)
}

const unleased = (now: number) => (q: Knex.QueryBuilder) => q.whereNull('lease_until').orWhere('lease_until', '<', now)

const toClaimed = (r: OutboxRow): ClaimedMessage => ({
  id: Number(r.id),
  kind: r.kind,
  recipient: r.recipient,
  payload: JSON.parse(r.payload) as unknown,
  attempts: Number(r.attempts),
  tries_since: Number(r.tries_since),
})

/**
 * Claims waiting messages for one sender: one UPDATE sets a fresh token on rows still waiting and
 * unclaimed, re-checked row by row, so of two senders each row goes to one (docs/decisions/141).
 */
async function claim(db: Knex, now: number, pick: (q: Knex.QueryBuilder) => void, limit: number): Promise<ClaimedMessage[]> {
  const token = randomUUID()
  const candidates = db(TABLE).select('id').where('status', 'waiting').andWhere(unleased(now)).orderBy('id').limit(limit)
  pick(candidates)
  const claimed = await db(TABLE)
    .whereIn('id', candidates)
    .andWhere('status', 'waiting')
    .andWhere(unleased(now))
    .update({ lease_token: token, lease_until: now + LEASE_MS })
  if (claimed === 0) return []
  const rows: OutboxRow[] = await db(TABLE).where({ lease_token: token }).orderBy('id')
  return rows.map(toClaimed)
}

/** Due messages to one person each (everything but the company's alerts). */
export function claimDue(db: Knex, now: number, limit = 50): Promise<ClaimedMessage[]> {
  return claim(db, now, (q) => q.whereNot('kind', 'lead_alert').andWhere('due_at', '<=', now), limit)
}

/** Every waiting alert, once the oldest is due: they go as one digest. */
export async function claimAlertDigest(db: Knex, now: number, limit = 500): Promise<ClaimedMessage[]> {
  const due = await db(TABLE)
    .select('id')
    .where({ status: 'waiting', kind: 'lead_alert' })
    .andWhere('due_at', '<=', now)
    .andWhere(unleased(now))
    .first()
  if (!due) return []
  return claim(db, now, (q) => q.where('kind', 'lead_alert'), limit)
}

/**
 * Delivered: the rows go, with the addresses they held. A capped kind's row stays as 'sent', with
 * nothing of what it said, until its cap's window has passed (docs/decisions/192).
 */
export async function markSent(db: Knex, ids: number[]): Promise<void> {
  await db(TABLE).whereIn('id', ids).whereNotIn('kind', CAPPED).delete()
  await db(TABLE)
    .whereIn('id', ids)
    .whereIn('kind', CAPPED)
    .update({ status: 'sent', payload: '{}', lease_token: null, lease_until: null, last_error: null })
}

/** Sent rows older than every cap's window: nothing counts them any more, so they go, addresses and all. */
export async function forgetSent(db: Knex, now: number): Promise<void> {
  await db(TABLE)
    .where('status', 'sent')
    .andWhere('created_at', '<=', new Date(now - KEEP_SENT_MS).toISOString())
    .delete()
}

/** Claimed but not tried (the process is stopping): free to be claimed again at once, with no try counted. */
export async function releaseClaims(db: Knex, ids: number[]): Promise<void> {
  if (ids.length > 0) await db(TABLE).whereIn('id', ids).update({ lease_token: null, lease_until: null })
}

/** Not delivered: tried again later, or failed once a day has passed. Returns how many failed. */
export async function markUndelivered(db: Knex, messages: ClaimedMessage[], code: string, now: number): Promise<number> {
  let failed = 0
  for (const m of messages) {
    const attempts = m.attempts + 1
    const next = nextTryAt(m.tries_since, attempts, now)
    if (next === null) failed += 1
    await db(TABLE)
      .where({ id: m.id })
      .update({
        attempts,
        status: next === null ? 'failed' : 'waiting',
        due_at: next ?? now,
        lease_token: null,
        lease_until: null,
        last_error: code.slice(0, 60),
      })
  }
  return failed
}

/** Waiting and failed counts, for the dashboard. */
export async function outboxSummary(db: Knex): Promise<Pick<OutboxSummary, 'waiting' | 'failed'>> {
  const rows: { status: string; n: number | string }[] = await db(TABLE).select('status').count({ n: '*' }).groupBy('status')
  const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0)
  return { waiting: count('waiting'), failed: count('failed') }
}

/** The reference a message is about, for the admin's list; never the rest of its payload. */
function referenceOf(payload: string): string {
  const p = JSON.parse(payload) as { reference?: string; references?: string[]; day?: string }
  return p.reference ?? (p.references ? `${p.references.length} reference(s)` : p.day ? `Digest of ${p.day}` : '')
}

/** The statuses of messages still to be sent, which the admin sees; a 'sent' row is only counted by the caps. */
const UNSENT = ['waiting', 'failed']

/** Every waiting and failed message, failed first, oldest first. */
export async function listOutbox(db: Knex, limit = 200): Promise<OutboxEntry[]> {
  const rows: (OutboxRow & { status: 'waiting' | 'failed' })[] = await db(TABLE)
    .whereIn('status', UNSENT)
    .orderBy([{ column: 'status', order: 'asc' }, 'id'])
    .limit(limit)
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    recipient: r.recipient,
    about: referenceOf(r.payload),
    status: r.status,
    attempts: Number(r.attempts),
    createdAt: r.created_at,
    nextTryAt: r.status === 'waiting' ? new Date(Number(r.due_at)).toISOString() : null,
    lastError: r.last_error,
  }))
}

/** The admin's Retry: the message waits again, due now, with a fresh day of tries. 'not-found' for no such message. */
export async function retryMessage(db: Knex, id: number, now = Date.now()): Promise<{ kind: MailKind } | 'not-found'> {
  const row: Pick<OutboxRow, 'kind'> | undefined = await db(TABLE).select('kind').where({ id }).whereIn('status', UNSENT).first()
  if (!row) return 'not-found'
  // A message a sender holds right now is left to it: a retry must not make a second sender send it too.
  const changed = await db(TABLE)
    .where({ id })
    .whereIn('status', UNSENT)
    .andWhere(unleased(now))
    .update({ status: 'waiting', attempts: 0, due_at: now, tries_since: now, lease_token: null, lease_until: null })
  return changed > 0 ? { kind: row.kind } : 'not-found'
}

/** The admin pages' reads: `configured` is whether SMTP_URL is set. */
export function outboxPages(db: Knex, configured: boolean): OutboxPages {
  const summary = async () => ({ configured, ...(await outboxSummary(db)) })
  return {
    summary,
    list: async () => ({ summary: await summary(), entries: await listOutbox(db) }),
  }
}
