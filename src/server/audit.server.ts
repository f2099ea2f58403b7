import type { Knex } from 'knex'
import type { AuditView } from '../shared/leads'

export interface AuditEntry {
  actor: string
  action: string
  subject?: string
  /** Never a plain PAN or other personal value: ids, counts, filters, from/to states. */
  details?: Record<string, unknown>
}

/** A stored entry, as the audit page shows it. */
export type AuditRow = AuditView

/** Appends one entry to the audit log. Shared by every feature that changes data on the admin's behalf. */
export async function recordAudit(db: Knex, entry: AuditEntry, now = new Date()): Promise<void> {
  await db('audit_log').insert({
    at: now.toISOString(),
    actor: entry.actor,
    action: entry.action,
    subject: entry.subject ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
  })
}

export function listAudit(db: Knex, opts: { limit: number; offset: number; action?: string }): Promise<AuditRow[]> {
  const q = db<AuditRow>('audit_log').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset)
  if (opts.action) q.where({ action: opts.action })
  return q
}
