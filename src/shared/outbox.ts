// What the admin sees of the e-mail outbox (docs/decisions/140): the dashboard's line and the Outbox page.
import { outbox as words } from './i18n/admin/outbox'
import { fill } from './i18n/fill'

export interface OutboxSummary {
  /** SMTP_URL is set: messages are being sent. */
  configured: boolean
  waiting: number
  failed: number
}

export interface OutboxEntry {
  id: number
  kind: string
  /** Null for the company's alerts (NOTIFY_EMAIL). */
  recipient: string | null
  /** The reference the message is about. */
  about: string
  status: 'waiting' | 'failed'
  attempts: number
  createdAt: string
  nextTryAt: string | null
  /** The last failure's code (ECONNREFUSED, EAUTH…), never a server's message. */
  lastError: string | null
}

export interface OutboxPages {
  summary(): Promise<OutboxSummary>
  list(): Promise<{ summary: OutboxSummary; entries: OutboxEntry[] }>
}

/** The outbox's words; they live in src/shared/i18n/admin/outbox.ts (docs/decisions/236). */
export const outboxCopy = {
  ...words,
  notSetUp: (n: number) => fill(words.notSetUp, { n }),
  failedLine: (n: number) => fill(words.failedLine, { n }),
  kinds: words.kinds as Record<string, string>,
}
