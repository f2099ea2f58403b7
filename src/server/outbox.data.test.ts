import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { startInbox, type TestInbox } from '#tests/setup/smtp'
import { sendDue, smtpMailer, type MailSettings } from './mail/sender.server'
import {
  claimDue,
  DIGEST_MS,
  enqueue,
  GIVE_UP_MS,
  listOutbox,
  MAIL_CAPS,
  markUndelivered,
  nextTryAt,
  outboxSummary,
  retryMessage,
  type NewMessage,
} from './outbox.server'

const MINUTE = 60_000
const settings: MailSettings = {
  brandName: 'Loan Partner',
  origin: 'https://loanpartner.test',
  from: 'no-reply@loanpartner.test',
  notify: ['desk@loanpartner.test'],
}

describe('the retry schedule', () => {
  test('tries at least once a minute for the first 10 minutes', () => {
    const start = 0
    let at = start
    let attempts = 0
    while (at - start < 10 * MINUTE) {
      attempts += 1
      const next = nextTryAt(start, attempts, at)!
      expect(next - at).toBeLessThanOrEqual(MINUTE)
      expect(next).toBeGreaterThan(at)
      at = next
    }
    expect(attempts).toBeGreaterThanOrEqual(10)
  })

  test('then backs off, at most an hour apart, tries once more when a day old, and gives up after', () => {
    expect(nextTryAt(0, 12, 20 * MINUTE)).toBe(25 * MINUTE)
    expect(nextTryAt(0, 30, 10 * 60 * MINUTE)).toBe(11 * 60 * MINUTE)
    expect(nextTryAt(0, 40, GIVE_UP_MS - 10 * MINUTE)).toBe(GIVE_UP_MS)
    expect(nextTryAt(0, 41, GIVE_UP_MS)).toBeNull()
  })
})

describe.each(engines)('the outbox on %s', (kind) => {
  let t: TestDb
  let inbox: TestInbox
  beforeAll(async () => {
    t = await openTestDb(kind)
    inbox = await startInbox()
  })
  afterAll(async () => {
    await inbox?.close()
    await t?.close()
  })

  test('two senders at once deliver each message once', async () => {
    const now = new Date()
    await enqueue(
      t.db,
      Array.from({ length: 40 }, (_, i) => ({
        kind: 'acknowledgement' as const,
        to: `applicant${i}@example.com`,
        payload: { reference: `LP-2611-RACE${String(i).padStart(2, '0')}`, loanType: 'home', receivedAt: now.toISOString() },
      })),
      now,
    )
    const [a, b] = [smtpMailer(inbox.url, settings.from), smtpMailer(inbox.url, settings.from)]
    const reports = await Promise.all([sendDue(t.db, a, settings), sendDue(t.db, b, settings)])
    a.close()
    b.close()
    expect(reports[0]!.sent + reports[1]!.sent).toBe(40)
    const addresses = inbox.mails.flatMap((m) => m.to)
    expect(addresses).toHaveLength(40)
    expect(new Set(addresses).size).toBe(40)
    expect(await outboxSummary(t.db)).toEqual({ waiting: 0, failed: 0 })
  })

  test('an address the server refuses waits for its retry; the messages after it still go', async () => {
    const strict = await startInbox(0, ['bounce@example.com'])
    const now = new Date()
    await enqueue(
      t.db,
      ['first', 'bounce', 'last'].map((n) => ({
        kind: 'lost_reference' as const,
        to: `${n}@example.com`,
        payload: { references: ['LP-2611-BOUNCE'] },
      })),
      now,
    )
    const mailer = smtpMailer(strict.url, settings.from)
    expect(await sendDue(t.db, mailer, settings, now.getTime())).toEqual({ sent: 2, retried: 1, failed: 0 })
    mailer.close()
    await strict.close()
    expect(strict.mails.flatMap((m) => m.to)).toEqual(['first@example.com', 'last@example.com'])
    expect(await t.db('outbox').whereNot('status', 'sent').select('recipient', 'attempts', 'last_error')).toEqual([
      { recipient: 'bounce@example.com', attempts: 1, last_error: 'EENVELOPE' },
    ])
    await t.db('outbox').delete()
  })

  test('a claim holds until it runs out: a sender that died mid-send is retried by the next', async () => {
    const now = Date.now()
    await enqueue(t.db, [{ kind: 'lost_reference', to: 'lost@example.com', payload: { references: ['LP-2611-LOST01'] } }], new Date(now))
    const held = await claimDue(t.db, now)
    expect(held).toHaveLength(1)
    expect(await claimDue(t.db, now + MINUTE)).toHaveLength(0)
    const again = await claimDue(t.db, now + 6 * MINUTE)
    expect(again.map((m) => m.id)).toEqual(held.map((m) => m.id))
    await t.db('outbox').delete()
  })

  test('a sender told to stop sends the message under way and lets the rest go at once', async () => {
    const now = new Date()
    await enqueue(
      t.db,
      ['one', 'two', 'three'].map((n) => ({
        kind: 'lost_reference' as const,
        to: `stop-${n}@example.com`,
        payload: { references: ['LP-2611-STOP01'] },
      })),
      now,
    )
    const mailer = smtpMailer(inbox.url, settings.from)
    // SIGTERM arrives while the first message is being sent.
    const report = await sendDue(t.db, mailer, settings, now.getTime(), () => inbox.to('stop-one@example.com').length > 0)
    mailer.close()
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(inbox.to('stop-one@example.com')).toHaveLength(1)
    // Released, not held for the claim's 5 minutes: the next start claims them at once, no try counted.
    const next = await claimDue(t.db, now.getTime())
    expect(next.map((m) => [m.recipient, m.attempts])).toEqual([
      ['stop-two@example.com', 0],
      ['stop-three@example.com', 0],
    ])
    await t.db('outbox').delete()
  })

  test('alerts wait a minute after the first, then go as one digest', async () => {
    const first = new Date()
    await enqueue(
      t.db,
      [
        {
          kind: 'lead_alert',
          payload: { lead: 'enquiry', id: 1, reference: 'Enquiry 1', loanType: 'Car Loan', amount: null, receivedAt: first.toISOString() },
        },
      ],
      first,
    )
    const later = new Date(first.getTime() + 30_000)
    await enqueue(
      t.db,
      [
        {
          kind: 'lead_alert',
          payload: {
            lead: 'application',
            id: 9,
            reference: 'LP-2611-DIGEST',
            loanType: 'car',
            amount: 500000,
            receivedAt: later.toISOString(),
          },
        },
      ],
      later,
    )
    const mailer = smtpMailer(inbox.url, settings.from)
    expect(await sendDue(t.db, mailer, settings, first.getTime() + DIGEST_MS - 1)).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(await sendDue(t.db, mailer, settings, first.getTime() + DIGEST_MS)).toEqual({ sent: 2, retried: 0, failed: 0 })
    mailer.close()
    const digests = inbox.to('desk@loanpartner.test')
    expect(digests).toHaveLength(1)
    expect(digests[0]!.parsed.subject).toBe('2 new leads')
    expect(digests[0]!.parsed.text).toContain('https://loanpartner.test/admin-dashboard/applications/9')
  })

  test('a message still undelivered after a day is marked failed, and Retry gives it another day', async () => {
    const start = Date.now()
    await enqueue(t.db, [{ kind: 'lost_reference', to: 'late@example.com', payload: { references: ['LP-2611-LATE01'] } }], new Date(start))
    const [m] = await claimDue(t.db, start)
    expect(await markUndelivered(t.db, [m!], 'ECONNREFUSED', start + GIVE_UP_MS)).toBe(1)
    expect(await outboxSummary(t.db)).toEqual({ waiting: 0, failed: 1 })
    expect(await retryMessage(t.db, m!.id, start + GIVE_UP_MS)).toEqual({ kind: 'lost_reference' })
    expect(await outboxSummary(t.db)).toEqual({ waiting: 1, failed: 0 })
  })
  describe('caps per recipient (docs/decisions/192)', () => {
    const lost = (to: string, ref = 'LP-2611-CAPS01'): NewMessage => ({ kind: 'lost_reference', to, payload: { references: [ref] } })
    const ack = (to: string): NewMessage => ({
      kind: 'acknowledgement',
      to,
      payload: { reference: 'LP-2611-CAPS02', loanType: 'home', receivedAt: new Date().toISOString() },
    })
    const held = async (kind: string, recipient: string) =>
      Number((await t.db('outbox').where({ kind, recipient }).count({ n: '*' }))[0]!.n)

    test('the limits are 3 lost-reference e-mails an address a day and one acknowledgement an hour', () => {
      expect(MAIL_CAPS).toEqual({
        lost_reference: { max: 3, windowMs: 24 * 60 * MINUTE },
        acknowledgement: { max: 1, windowMs: 60 * MINUTE },
      })
    })

    test('12 lost-reference requests for one address, at once and on their own connections, write 3; another address is not held back', async () => {
      const now = new Date()
      await Promise.all(Array.from({ length: 12 }, () => enqueue(t.db, [lost('flooded@example.com')], now)))
      expect(await held('lost_reference', 'flooded@example.com')).toBe(3)
      await enqueue(t.db, [lost('other@example.com'), lost('other@example.com'), lost('other@example.com'), lost('other@example.com')], now)
      expect(await held('lost_reference', 'other@example.com')).toBe(3)
    })

    test('a sent message still counts: after 3 delivered, a fourth is dropped until the day has passed', async () => {
      const start = Date.now()
      for (let i = 0; i < 3; i++) await enqueue(t.db, [lost('counted@example.com')], new Date(start + i * MINUTE))
      const mailer = smtpMailer(inbox.url, settings.from)
      await sendDue(t.db, mailer, settings, start + 3 * MINUTE)
      expect(inbox.to('counted@example.com')).toHaveLength(3)
      // Kept as sent, with nothing of what it said, and never on the admin's list or open to Retry.
      const kept = await t.db('outbox').where({ recipient: 'counted@example.com' }).select('id', 'status', 'payload')
      expect(kept.map((r: { status: string; payload: string }) => [r.status, r.payload])).toEqual(Array(3).fill(['sent', '{}']))
      expect((await listOutbox(t.db)).filter((e) => e.recipient === 'counted@example.com')).toEqual([])
      expect(await retryMessage(t.db, Number(kept[0].id), start)).toBe('not-found')

      await enqueue(t.db, [lost('counted@example.com')], new Date(start + 4 * MINUTE))
      expect(await held('lost_reference', 'counted@example.com')).toBe(3)
      // A day after the first, one more goes; the sender forgets the rows no cap counts any more.
      const dayLater = start + 24 * 60 * MINUTE + 30_000
      await enqueue(t.db, [lost('counted@example.com')], new Date(dayLater))
      await sendDue(t.db, mailer, settings, dayLater)
      mailer.close()
      expect(inbox.to('counted@example.com')).toHaveLength(4)
      expect(await held('lost_reference', 'counted@example.com')).toBe(3)
    })

    test('one acknowledgement an address an hour, also within one batch; the desk’s alerts are never capped', async () => {
      const now = new Date()
      const alert: NewMessage = {
        kind: 'lead_alert',
        payload: {
          lead: 'application',
          id: 1,
          reference: 'LP-2611-CAPS03',
          loanType: 'home',
          amount: 100000,
          receivedAt: now.toISOString(),
        },
      }
      await enqueue(t.db, [ack('twice@example.com'), alert, ack('twice@example.com'), alert], now)
      await enqueue(t.db, [ack('twice@example.com')], new Date(now.getTime() + 59 * MINUTE))
      expect(await held('acknowledgement', 'twice@example.com')).toBe(1)
      expect(Number((await t.db('outbox').where({ kind: 'lead_alert' }).count({ n: '*' }))[0]!.n)).toBe(2)
      await enqueue(t.db, [ack('twice@example.com')], new Date(now.getTime() + 61 * MINUTE))
      expect(await held('acknowledgement', 'twice@example.com')).toBe(2)
      await t.db('outbox').delete()
    })
  })
})
