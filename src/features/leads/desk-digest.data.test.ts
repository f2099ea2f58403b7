import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { insertFakeApplication, insertFakeEnquiry } from '#tests/setup/lead-fixtures'
import { completeRequests, openRequest } from '#src/server/lead-requests.server'
import { personalMail } from '#src/server/mail/messages.server'
import type { DeskDigest } from '#src/server/outbox.server'
import { digestDay, writeDeskDigest } from './desk-digest.service.server'

// The desk's morning digest (issue 44, item 6; docs/decisions/231): from 09:30 India time, one e-mail a
// day in the outbox, however many ask at once, built from the leads, follow-ups and requests stored.

const KEY = randomBytes(32)
const HOUR = 3_600_000
const AT = '09:30'
/** 09:30 in India on 10 June 2026 is 04:00 UTC. */
const morning = new Date('2026-06-10T04:00:00.000Z')
const at = (ms: number) => new Date(morning.getTime() + ms)
const iso = (ms: number) => at(ms).toISOString()

describe.each(engines)('the morning digest on %s', (kind) => {
  let t: TestDb
  const digests = async (): Promise<DeskDigest[]> =>
    (await t.db('outbox').where({ kind: 'desk_digest' }).orderBy('id')).map((r: { payload: string }) => JSON.parse(r.payload) as DeskDigest)
  const seeded: Record<string, number> = {}

  beforeAll(async () => {
    t = await openTestDb(kind)
    const followUp = (table: string, id: number, due: number) =>
      t
        .db(table)
        .where({ id })
        .update({ next_follow_up_at: iso(due) })
    // New since yesterday's 09:30, due this afternoon (15:00 IST).
    seeded.fresh = await insertFakeApplication(t.db, KEY, 1, at(-2 * HOUR), {
      pan: 'DGSTA1234Q',
      mobile_number: '9812345670',
      reference: 'LP-2606-DGST01',
    })
    await followUp('loan_applications', seeded.fresh, 5.5 * HOUR)
    // Came in 30 hours ago (before the window), its call promised for yesterday: overdue.
    seeded.older = await insertFakeApplication(t.db, KEY, 2, at(-30 * HOUR), { reference: 'LP-2606-DGST02' })
    await followUp('loan_applications', seeded.older, -20 * HOUR)
    // New, but rejected already: counted as new, never as a follow-up.
    seeded.rejected = await insertFakeApplication(t.db, KEY, 3, at(-3 * HOUR), { reference: 'LP-2606-DGST03' })
    await followUp('loan_applications', seeded.rejected, HOUR)
    await t.db('loan_applications').where({ id: seeded.rejected }).update({ status: 'rejected' })
    // Old, and due tomorrow: in neither list.
    seeded.tomorrow = await insertFakeApplication(t.db, KEY, 4, at(-40 * HOUR), { reference: 'LP-2606-DGST04' })
    await followUp('loan_applications', seeded.tomorrow, 24 * HOUR)
    // An enquiry an hour old, to be called at 11:00 IST.
    seeded.enquiry = await insertFakeEnquiry(t.db, 5, at(-HOUR))
    await followUp('enquiries', seeded.enquiry, 1.5 * HOUR)
    // Requests: one past its 7 days, one within them, one done.
    await openRequest(t.db, seeded.older, 'erasure', at(-8 * 24 * HOUR))
    await openRequest(t.db, seeded.older, 'data_export', at(-2 * 24 * HOUR))
    await openRequest(t.db, seeded.tomorrow, 'withdraw_marketing', at(-9 * 24 * HOUR))
    await completeRequests(t.db, seeded.tomorrow, { kinds: ['withdraw_marketing'] }, 'desk@example.in', at(-HOUR))
  })
  afterAll(() => t?.close())

  test('before 09:30 India time nothing is written; at 09:30 one digest, from the rows stored', async () => {
    expect(digestDay(at(-60_000), AT)).toBeNull()
    // India's day turns at 18:30 UTC: at 00:00 one minute after it, the digest is the next day's.
    expect(digestDay(new Date('2026-06-10T18:29:00.000Z'), '00:00')).toBe('2026-06-10')
    expect(digestDay(new Date('2026-06-10T18:31:00.000Z'), '00:00')).toBe('2026-06-11')
    expect(await writeDeskDigest(t.db, at(-60_000), AT)).toBeNull()
    expect(await digests()).toEqual([])

    const written = await writeDeskDigest(t.db, morning, AT)
    expect(written?.day).toBe('2026-06-10')
    const [digest] = await digests()
    expect(digest).toEqual(written)
    expect(digest!.since).toBe(iso(-24 * HOUR))
    expect(digest!.newLeads.total).toBe(3)
    expect(digest!.newLeads.rows.map((r) => r.reference)).toEqual(['LP-2606-DGST03', 'LP-2606-DGST01', `Enquiry ${seeded.enquiry}`])
    expect(digest!.followUps).toMatchObject({ total: 3, overdue: 1 })
    expect(digest!.followUps.rows.map((r) => [r.reference, r.dueAt])).toEqual([
      ['LP-2606-DGST02', iso(-20 * HOUR)],
      [`Enquiry ${seeded.enquiry}`, iso(1.5 * HOUR)],
      ['LP-2606-DGST01', iso(5.5 * HOUR)],
    ])
    expect(digest!.requests.total).toBe(1)
    expect(digest!.requests.rows).toEqual([
      { applicationId: seeded.older, reference: 'LP-2606-DGST02', request: 'erasure', madeAt: iso(-8 * 24 * HOUR) },
    ])
  })

  test('the e-mail names references, counts and links; no PAN, mobile, date of birth, income, name or address', async () => {
    const [row] = await t.db('outbox').where({ kind: 'desk_digest' })
    expect(row.recipient).toBeNull()
    const mail = personalMail(
      { id: 1, kind: 'desk_digest', recipient: null, payload: JSON.parse(row.payload), attempts: 0, tries_since: 0 },
      {
        brandName: 'Loan Partner',
        origin: 'https://loanpartner.test',
      },
    )
    expect(mail.subject).toBe('Desk digest, 10 Jun 2026: 3 new leads, 3 follow-ups due, 1 overdue request')
    expect(mail.text).toContain(`LP-2606-DGST01 · Application`)
    expect(mail.text).toContain(`https://loanpartner.test/admin-dashboard/applications/${seeded.fresh}`)
    expect(mail.text).toContain(`https://loanpartner.test/admin-dashboard/enquiries/${seeded.enquiry}`)
    expect(mail.text).toContain('Follow-ups due today: 3, 1 of them overdue')
    expect(mail.text).toContain('Erase my data')
    const stored = await t
      .db('loan_applications')
      .select('full_name', 'email', 'mobile_number', 'pan_masked', 'date_of_birth', 'monthly_income')
    const enquiry = await t.db('enquiries').where({ id: seeded.enquiry }).first()
    const secrets = [
      'DGSTA1234Q',
      '9812345670',
      '12/04/1990',
      '12 Apr 1990',
      '12 April 1990',
      enquiry.mobile_number,
      enquiry.first_name,
      enquiry.email,
    ]
    for (const r of stored) secrets.push(r.full_name, r.email, r.mobile_number, r.pan_masked, r.date_of_birth, String(r.monthly_income))
    for (const part of [mail.subject, mail.text, mail.html, row.payload as string]) {
      for (const secret of secrets) expect(part).not.toContain(secret)
    }
  })

  test('a second run the same day, and five at once, write nothing more', async () => {
    expect(await writeDeskDigest(t.db, at(HOUR), AT)).toBeNull()
    const raced = await Promise.all(Array.from({ length: 5 }, () => writeDeskDigest(t.db, at(2 * HOUR), AT)))
    expect(raced.filter(Boolean)).toEqual([])
    expect(await digests()).toHaveLength(1)
  })

  test('the next day, five processes asking at once write one digest, its new leads those since the last', async () => {
    const late = await insertFakeApplication(t.db, KEY, 6, at(5 * HOUR), { reference: 'LP-2606-DGST06' })
    // A process started at 11:00 on the next day still finds the day's digest to write.
    const raced = await Promise.all(Array.from({ length: 5 }, () => writeDeskDigest(t.db, at(24 * HOUR + 1.5 * HOUR), AT)))
    expect(raced.filter(Boolean)).toHaveLength(1)
    const all = await digests()
    expect(all.map((d) => d.day)).toEqual(['2026-06-10', '2026-06-11'])
    expect(all[1]!.since).toBe(morning.toISOString())
    expect(all[1]!.newLeads).toEqual({ total: 1, rows: [expect.objectContaining({ id: late, reference: 'LP-2606-DGST06' })] })
    expect(await t.db('desk_digests').orderBy('day').pluck('day')).toEqual(['2026-06-10', '2026-06-11'])
  })
})
