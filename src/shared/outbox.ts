// What the admin sees of the e-mail outbox (docs/decisions/140): the dashboard's line and the Outbox page.

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

export const outboxCopy = {
  title: 'Outbox',
  notSetUp: (n: number) => `E-mail is not set up: ${n} messages waiting`,
  failedLine: (n: number) => `${n} e-mail messages failed: see the Outbox`,
  empty: 'No message is waiting and none has failed.',
  retry: 'Retry',
  retried: 'The message will be sent at the next try.',
  gone: 'That message is no longer in the outbox: it was sent, or is being sent now.',
  kinds: {
    lead_alert: 'New lead alert',
    acknowledgement: 'Acknowledgement',
    request_received: 'Request received',
    request_done: 'Request done',
    lost_reference: 'Lost reference',
    sign_in_codes_wrong: 'Wrong sign-in codes',
    desk_digest: 'Morning digest',
  } as Record<string, string>,
} as const
