import nodemailer from 'nodemailer'
import type { SiteIdentity } from '#src/shared/content/site'
import type { Db } from '../db.server'
import type { Env } from '../env.server'
import { errorCode } from '../http-error.server'
import { startSharedJobs } from '../jobs.server'
import {
  claimAlertDigest,
  claimDue,
  forgetSent,
  markSent,
  markUndelivered,
  releaseClaims,
  type ClaimedMessage,
  type Payloads,
} from '../outbox.server'
import { leadDigest, personalMail, render, type Mail, type MailContext } from './messages.server'

// The one sender (docs/decisions/141): every MAIL_POLL_MS each process asks the jobs table whether the
// 'mail' run is due, and the one that claims it sends what is due, over SMTP with nodemailer.

export interface MailSettings extends MailContext {
  from: string
  /** Who gets the company's alerts. */
  notify: string[]
}

/** The sender's settings from the environment: NOTIFY_EMAIL, else the admin's e-mail; MAIL_FROM, else the site's. */
export function mailSettings(env: Env, site: SiteIdentity, adminEmail: string): MailSettings {
  return {
    brandName: site.brandName,
    origin: env.siteOrigin,
    from: env.MAIL_FROM ?? `${site.brandName} <${site.email}>`,
    notify: env.notifyEmails.length > 0 ? env.notifyEmails : [adminEmail],
  }
}

export interface Mailer {
  send(to: string[], mail: Mail): Promise<void>
  close(): void
}

/** A nodemailer transport from SMTP_URL: smtp:// takes STARTTLS when offered, smtps:// is TLS from the start. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    {
      url,
      // A mail server that does not answer must not hold a run (and a stopping process) for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from },
  )
  return {
    send: async (to, mail) => {
      await transport.sendMail({ to, subject: mail.subject, text: mail.text, html: mail.html })
    },
    close: () => transport.close(),
  }
}

export interface SendReport {
  sent: number
  retried: number
  failed: number
}

/** nodemailer's codes for a mail server that cannot be reached, talked to or signed in to. */
const SERVER_DOWN = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EAUTH', 'EPROTOCOL', 'ECONNREFUSED'])

/** How many personal messages one run claims at a time, and at most how many batches it sends. */
const BATCH = 50
const MAX_BATCHES = 20

/**
 * Sends what is due at `now`: each personal message on its own, and every waiting alert in one digest
 * once the oldest has waited a minute. A delivered message's row is marked after the server accepted
 * it (deleted, or kept as counted by a cap, docs/decisions/192); a crash in between sends it again
 * when its claim runs out (at least once, docs/decisions/141). First, sent rows no cap counts any more go.
 */
export async function sendDue(
  db: Db,
  mailer: Mailer,
  settings: MailSettings,
  now = Date.now(),
  stopping: () => boolean = () => false,
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0 }
  const undelivered = async (messages: ClaimedMessage[], code: string) => {
    const failed = await markUndelivered(db, messages, code, now)
    report.failed += failed
    report.retried += messages.length - failed
  }
  /** Writes and sends one e-mail for `messages`; returns the failure's code, or null once sent. */
  const deliver = async (messages: ClaimedMessage[], to: string[], write: () => Mail): Promise<string | null> => {
    try {
      await mailer.send(to, write())
    } catch (err) {
      await undelivered(messages, errorCode(err))
      return errorCode(err)
    }
    await markSent(
      db,
      messages.map((m) => m.id),
    )
    report.sent += messages.length
    return null
  }

  await forgetSent(db, now)
  const alerts = await claimAlertDigest(db, now)
  if (alerts.length > 0) {
    const payloads = alerts.map((a) => a.payload as Payloads['lead_alert'])
    await deliver(alerts, settings.notify, () => render(leadDigest(payloads, settings), settings))
  }
  for (let i = 0; i < MAX_BATCHES && !stopping(); i++) {
    const batch = await claimDue(db, now, BATCH)
    for (const [j, m] of batch.entries()) {
      // SIGTERM: what is not yet tried is let go at once, for the next start or another process.
      if (stopping()) {
        await releaseClaims(
          db,
          batch.slice(j).map((r) => r.id),
        )
        return report
      }
      // A row without a recipient is the company's (the morning digest): it goes to NOTIFY_EMAIL.
      const code = await deliver([m], m.recipient === null ? settings.notify : [m.recipient], () => personalMail(m, settings))
      // A server that cannot be reached or refused us will refuse the rest: they wait for the next
      // try instead of each waiting out its own timeout now. One bad address stops nothing.
      if (code !== null && SERVER_DOWN.has(code)) {
        await undelivered(batch.slice(j + 1), code)
        return report
      }
    }
    if (batch.length < BATCH) break
  }
  return report
}

/**
 * Starts the sender in this process: the jobs table lets one process at a time run it. Returns a
 * function that stops it and resolves once a run under way has finished (SIGTERM, docs/decisions/141).
 */
export function startMailSender(
  db: Db,
  mailer: Mailer,
  settings: MailSettings,
  opts: { checkMs: number; log: (line: string) => void },
): () => Promise<void> {
  let stopping = false
  const stop = startSharedJobs(
    db,
    [
      {
        name: 'mail',
        everyMs: opts.checkMs,
        run: async () => {
          const r = await sendDue(db, mailer, settings, Date.now(), () => stopping)
          return r.sent + r.retried + r.failed === 0 ? '' : `sent ${r.sent}, to retry ${r.retried}, failed ${r.failed}`
        },
      },
    ],
    opts,
  )
  return async () => {
    stopping = true
    await stop()
    mailer.close()
  }
}
