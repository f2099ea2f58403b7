import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { RequestKind } from '../shared/content/track'
import type { Locale } from '../shared/i18n/locales'
import type { OutboxEntry, OutboxPages, OutboxSummary } from '../shared/outbox'

// The one owner of the outbox table (docs/decisions/140): features write a message in the transaction
// of what it reports; the sender (src/server/mail/sender.server.ts) claims, sends and deletes it.

const TABLE = 'outbox'

const MINUTE = 60_000
/** Alerts to the company wait this long after the first one not yet sent, and go together. */
export const DIGEST_MS = MINUTE
/** How long a sender's claim holds: longer than any send, so only a dead sender's claim runs out. */
export const LEASE_MS = 5 * MINUTE
/** A message still not delivered this long after its first try is marked failed. */
export const GIVE_UP_MS = 24 * 60 * MINUTE

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
  request_done: { reference: string; request: RequestKind; at: string; language?: Locale }
  lost_reference: { references: string[]; language?: Locale }
  /** To the admin: a right password was followed by wrong codes (docs/decisions/198); when, and nothing else. */
  sign_in_codes_wrong: { at: string }
}
export type MailKind = keyof Payloads

export type NewMessage = {
  [K in MailKind]: { kind: K; payload: Payloads[K] } & (K extends 'lead_alert' ? { to?: undefined } : { to: string })
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
  status: 'waiting' | 'failed'
  created_at: string
  due_at: number | string
  last_error: string | null
}

/** Writes messages; call it with the transaction that stores what they report. */
export async function enqueue(db: Knex, messages: NewMessage[], now = new Date()): Promise<void> {
  if (messages.length === 0) return
  const ms = now.getTime()
  await db(TABLE).insert(
    messages.map((m) => ({
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

/** Delivered: the rows go, with the addresses they held. */
export async function markSent(db: Knex, ids: number[]): Promise<void> {
  await db(TABLE).whereIn('id', ids).delete()
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
  const p = JSON.parse(payload) as { reference?: string; references?: string[] }
  return p.reference ?? (p.references ? `${p.references.length} reference(s)` : '')
}

/** Every waiting and failed message, failed first, oldest first. */
export async function listOutbox(db: Knex, limit = 200): Promise<OutboxEntry[]> {
  const rows: OutboxRow[] = await db(TABLE)
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
  const row: Pick<OutboxRow, 'kind'> | undefined = await db(TABLE).select('kind').where({ id }).first()
  if (!row) return 'not-found'
  // A message a sender holds right now is left to it: a retry must not make a second sender send it too.
  const changed = await db(TABLE)
    .where({ id })
    .andWhere(unleased(now))
    .update({ status: 'waiting', attempts: 0, due_at: now, tries_since: now, lease_token: null, lease_until: null })
  return changed === 1 ? { kind: row.kind } : 'not-found'
}

/** The admin pages' reads: `configured` is whether SMTP_URL is set. */
export function outboxPages(db: Knex, configured: boolean): OutboxPages {
  const summary = async () => ({ configured, ...(await outboxSummary(db)) })
  return {
    summary,
    list: async () => ({ summary: await summary(), entries: await listOutbox(db) }),
  }
}
