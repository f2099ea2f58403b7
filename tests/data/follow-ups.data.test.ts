import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '../setup/test-db'
import { fakeApplicationRow, insertFakeApplication } from '../setup/lead-fixtures'
import { listAudit } from '#src/server/audit.server'
import { openRequest } from '#src/server/lead-requests.server'
import type { NewApplicationRow } from '#src/server/tables/loan-applications.server'
import { DomainError } from '#src/server/http-error.server'
import { receiveEnquiry } from '#src/features/contact/contact.service.server'
import { writeAlone } from '#src/features/loan-application/application-writer.server'
import { leadFollowUp, logCall, saveDeskSettings, setFollowUp } from '#src/features/leads/follow-ups.service.server'
import { todayCounts, todayLists } from '#src/features/leads/today.service.server'
import { TODAY_LIMIT } from '#src/shared/follow-ups'
import type { CallInput } from '#src/shared/schemas/follow-ups'
import type { ContactEnquiry } from '#src/shared/schemas/contact'

// Issue 44, item 3 (docs/decisions/229, 230): every open lead has a next call; a logged call sets it by
// the rules; the last failed call the admin allows ends an application as not reachable; the Today
// page's lists follow the clock. `now` is passed in: the clock moves without a sleep.

const key = randomBytes(32)
const ADMIN = 'desk@loanpartner.in'
/** India time as it is read: ist('2026-11-30 11:00') is Monday 30 November 2026, 11 AM in India. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}:00+05:30`)
const call = (outcome: CallInput['outcome'], over: Partial<CallInput> = {}): CallInput => ({
  outcome,
  note: '',
  callBackAt: undefined,
  ...over,
})
const enquirer = (e: Pick<ContactEnquiry, 'FirstName' | 'MobileNumber'> & Partial<ContactEnquiry>): ContactEnquiry => ({
  LastName: undefined,
  City: 'Pune',
  LoanType: 'Home Loan',
  Message: undefined,
  Email: undefined,
  ...e,
})
const refusal = (run: Promise<unknown>) =>
  run.then(
    () => 'done',
    (err: unknown) => (err instanceof DomainError ? { kind: err.kind, errors: err.errors } : Promise.reject(err as Error)),
  )

describe.each(engines)('follow-ups on %s', (engine) => {
  let t: TestDb
  let n = 0
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())

  /** An application as the apply form stores it, through the writer, arriving at `at`. */
  async function applies(at: Date): Promise<{ id: number; reference: string }> {
    const i = 500 + ++n
    const row = { ...fakeApplicationRow(key, i, at), language: 'en' } as NewApplicationRow
    const { reference } = await writeAlone(t.db, { row, since: at.toISOString(), panHashes: [row.pan_hash], consents: [] })
    const stored = await t.db('loan_applications').where({ reference }).first()
    return { id: Number(stored.id), reference }
  }
  const listed = async (now: Date) => {
    const today = await todayLists(t.db, now)
    const labels = (l: { rows: { label: string }[] }) => l.rows.map((r) => r.label)
    return { dueToday: labels(today.dueToday), overdue: labels(today.overdue), notContacted: labels(today.notContacted) }
  }
  const clear = async () => {
    for (const table of ['lead_calls', 'lead_requests', 'lead_status_changes', 'loan_applications', 'enquiries', 'desk_settings'])
      await t.db(table).delete()
  }

  test('the clock moves: a new lead falls due, becomes overdue and late for its promise; a call back falls due at its time', async () => {
    await clear()
    // Monday 11:00: an application; the site promises a call within one working day, by Tuesday 11:00.
    const a = await applies(ist('2026-11-30 11:00'))
    // Saturday evening: an enquiry, due by Monday evening (Sunday is no working day).
    const enquiry = await receiveEnquiry(
      t.db,
      enquirer({ FirstName: 'Meera', LastName: 'Iyer', MobileNumber: '9876500001' }),
      ist('2026-11-28 18:30'),
    )
    const e = `Enquiry #${enquiry}`
    expect((await leadFollowUp(t.db, 'application', a.id)).nextFollowUpAt).toBe(ist('2026-12-01 11:00').toISOString())
    expect((await leadFollowUp(t.db, 'enquiry', enquiry)).nextFollowUpAt).toBe(ist('2026-11-30 18:30').toISOString())

    expect(await listed(ist('2026-11-30 12:00'))).toEqual({ dueToday: [e], overdue: [], notContacted: [] })
    expect(await listed(ist('2026-12-01 09:00'))).toEqual({ dueToday: [a.reference], overdue: [e], notContacted: [e] })
    expect(await listed(ist('2026-12-01 11:30'))).toEqual({ dueToday: [], overdue: [e, a.reference], notContacted: [e, a.reference] })

    // Tuesday 11:30 the desk calls; the borrower asks for Wednesday 15:00. The lead is no longer overdue,
    // but it is still New: the desk has not moved it on, so it stays on the list of promises missed.
    await logCall(
      t.db,
      'application',
      a.id,
      call('call_back', { callBackAt: ist('2026-12-02 15:00'), note: 'At work' }),
      ADMIN,
      ist('2026-12-01 11:30'),
    )
    expect(await listed(ist('2026-12-01 11:31'))).toEqual({ dueToday: [], overdue: [e], notContacted: [e, a.reference] })
    expect(await listed(ist('2026-12-02 09:00'))).toMatchObject({ dueToday: [a.reference], overdue: [e] })
    expect(await listed(ist('2026-12-02 15:01'))).toMatchObject({ dueToday: [], overdue: [e, a.reference] })

    const today = await todayLists(t.db, ist('2026-12-02 15:01'))
    expect(today.overdue.rows[1]).toMatchObject({
      kind: 'application',
      id: a.id,
      status: 'new',
      dueAt: ist('2026-12-02 15:00').toISOString(),
    })
    expect(today.notContacted.rows[1]).toMatchObject({
      dueAt: ist('2026-12-01 11:00').toISOString(),
      createdAt: ist('2026-11-30 11:00').toISOString(),
    })
    expect(await todayCounts(t.db, ist('2026-12-02 15:01'))).toEqual({ dueToday: 0, overdue: 2, notContacted: 2, requests: 0 })
  })

  test('calls set the next date by the rules; the third failed call in a row ends an application as not reachable', async () => {
    await clear()
    const a = await applies(ist('2026-11-30 10:30'))
    await logCall(t.db, 'application', a.id, call('no_answer'), ADMIN, ist('2026-11-30 17:00'))
    expect((await leadFollowUp(t.db, 'application', a.id)).nextFollowUpAt).toBe(ist('2026-12-01 11:00').toISOString())
    await logCall(t.db, 'application', a.id, call('reached', { note: 'Sending the checklist' }), ADMIN, ist('2026-12-01 11:00'))
    expect((await leadFollowUp(t.db, 'application', a.id)).nextFollowUpAt).toBe(ist('2026-12-03 11:00').toISOString())
    // The reached call started the count again: two more failures are not yet three in a row.
    await logCall(t.db, 'application', a.id, call('no_answer'), ADMIN, ist('2026-12-03 11:00'))
    expect(await logCall(t.db, 'application', a.id, call('wrong_number'), ADMIN, ist('2026-12-03 14:00'))).toEqual({ unreachable: false })
    expect((await t.db('loan_applications').where({ id: a.id }).first()).status).toBe('new')
    expect(await logCall(t.db, 'application', a.id, call('no_answer'), ADMIN, ist('2026-12-04 14:00'))).toEqual({ unreachable: true })

    const row = await t.db('loan_applications').where({ id: a.id }).first()
    expect([row.status, row.next_follow_up_at]).toEqual(['not_reachable', null])
    const history = await t.db('lead_status_changes').where({ lead_kind: 'application', lead_id: a.id })
    expect(history.map((h: { from_status: string; to_status: string }) => `${h.from_status}>${h.to_status}`)).toEqual(['new>not_reachable'])
    const audit = await listAudit(t.db, { limit: 10, offset: 0 })
    expect(audit.map((r) => r.action).slice(0, 2)).toEqual(['lead.status_change', 'lead.call'])
    // The note is the desk's words about a person: the audit log says only that there was one.
    expect(audit.some((r) => (r.details ?? '').includes('checklist'))).toBe(false)

    const page = await leadFollowUp(t.db, 'application', a.id)
    expect(page).toMatchObject({ open: false, nextFollowUpAt: null, failedInARow: 3, unreachableAfter: 3 })
    expect(page.calls.map((c) => c.outcome)).toEqual(['no_answer', 'wrong_number', 'no_answer', 'reached', 'no_answer'])
    expect(page.calls[3]).toMatchObject({ note: 'Sending the checklist', actor: ADMIN, at: ist('2026-12-01 11:00').toISOString() })
    // An ended lead takes no more calls and no follow-up date.
    expect(await refusal(logCall(t.db, 'application', a.id, call('reached'), ADMIN, ist('2026-12-05 11:00')))).toMatchObject({
      kind: 'invalid',
    })
    expect(
      await refusal(setFollowUp(t.db, 'application', a.id, { at: ist('2026-12-07 11:00') }, ADMIN, ist('2026-12-05 11:00'))),
    ).toMatchObject({
      kind: 'invalid',
    })
  })

  test('the admin sets the number: at 2, two failures end it; an enquiry is never ended by calls', async () => {
    await clear()
    await saveDeskSettings(t.db, { unreachableAfter: 2 }, ADMIN, ist('2026-11-30 10:00'))
    const a = await applies(ist('2026-11-30 10:30'))
    await logCall(t.db, 'application', a.id, call('wrong_number'), ADMIN, ist('2026-11-30 11:00'))
    expect(await logCall(t.db, 'application', a.id, call('wrong_number'), ADMIN, ist('2026-12-01 11:00'))).toEqual({ unreachable: true })
    const enquiry = await receiveEnquiry(t.db, enquirer({ FirstName: 'Arjun', MobileNumber: '9876500002' }), ist('2026-11-30 10:00'))
    for (const at of ['2026-11-30 11:00', '2026-11-30 14:00', '2026-12-01 11:00'])
      expect(await logCall(t.db, 'enquiry', enquiry, call('no_answer'), ADMIN, ist(at))).toEqual({ unreachable: false })
    expect(await leadFollowUp(t.db, 'enquiry', enquiry)).toMatchObject({ open: true, failedInARow: 3, unreachableAfter: 2 })
    expect((await listAudit(t.db, { limit: 50, offset: 0, action: 'desk.settings' }))[0]?.details).toContain('"unreachableAfter":2')
  })

  test('a refused call or date writes nothing', async () => {
    await clear()
    const a = await applies(ist('2026-11-30 10:30'))
    const now = ist('2026-11-30 12:00')
    const before = (await leadFollowUp(t.db, 'application', a.id)).nextFollowUpAt
    expect(await refusal(logCall(t.db, 'application', a.id, call('call_back'), ADMIN, now))).toEqual({
      kind: 'invalid',
      errors: { callBackAt: 'Give the time the borrower asked to be called back' },
    })
    expect(
      await refusal(logCall(t.db, 'application', a.id, call('call_back', { callBackAt: ist('2026-11-30 11:00') }), ADMIN, now)),
    ).toMatchObject({
      errors: { callBackAt: 'Give a time later than now' },
    })
    expect(
      await refusal(logCall(t.db, 'application', a.id, call('call_back', { callBackAt: ist('2027-01-30 11:00') }), ADMIN, now)),
    ).toMatchObject({
      errors: { callBackAt: 'Give a time at most 30 days ahead' },
    })
    expect(await refusal(setFollowUp(t.db, 'application', a.id, { at: ist('2026-11-30 09:00') }, ADMIN, now))).toMatchObject({
      errors: { at: 'Give a time later than now' },
    })
    expect(await refusal(logCall(t.db, 'application', 999_999, call('reached'), ADMIN, now))).toMatchObject({ kind: 'not-found' })
    expect(await t.db('lead_calls').count({ n: '*' }).first()).toMatchObject({ n: expect.anything() })
    expect(Number((await t.db('lead_calls').count({ n: '*' }).first())!.n)).toBe(0)
    expect((await leadFollowUp(t.db, 'application', a.id)).nextFollowUpAt).toBe(before)

    await setFollowUp(t.db, 'application', a.id, { at: ist('2026-12-04 16:00') }, ADMIN, now)
    expect((await leadFollowUp(t.db, 'application', a.id)).nextFollowUpAt).toBe(ist('2026-12-04 16:00').toISOString())
    expect(await listed(ist('2026-12-04 09:00'))).toMatchObject({ dueToday: [a.reference] })
  })

  test('each list shows the most urgent fifty and counts them all; requests near their due date come with them', async () => {
    await clear()
    const now = ist('2026-12-10 12:00')
    const rows = Array.from({ length: TODAY_LIMIT + 5 }, (_, i) => ({
      ...fakeApplicationRow(key, 900 + i, ist('2026-12-01 10:00')),
      status: i % 2 ? 'contacted' : 'new',
      next_follow_up_at: new Date(now.getTime() - (i + 1) * 60_000).toISOString(),
    }))
    // Ended or erased leads are on no list, whatever their date says.
    rows.push({
      ...fakeApplicationRow(key, 990, ist('2026-12-01 10:00')),
      status: 'rejected',
      next_follow_up_at: ist('2026-12-09 10:00').toISOString(),
    })
    await t.db('loan_applications').insert(rows)
    const erased = await insertFakeApplication(t.db, key, 991, ist('2026-12-01 10:00'))
    await t
      .db('loan_applications')
      .where({ id: erased })
      .update({ erased_at: now.toISOString(), next_follow_up_at: ist('2026-12-09 10:00').toISOString() })
    const today = await todayLists(t.db, now)
    expect([today.overdue.rows.length, today.overdue.total]).toEqual([TODAY_LIMIT, TODAY_LIMIT + 5])
    // The most overdue first: the one whose date is furthest back.
    expect(today.overdue.rows[0]!.dueAt).toBe(new Date(now.getTime() - (TODAY_LIMIT + 5) * 60_000).toISOString())
    expect(today.notContacted.total).toBe(Math.ceil((TODAY_LIMIT + 5) / 2))

    const [r1, r2, r3] = rows.slice(0, 3).map((r) => r.reference) as [string, string, string]
    const ids = new Map(
      (await t.db('loan_applications').select('id', 'reference')).map((r: { id: number; reference: string }) => [
        r.reference,
        Number(r.id),
      ]),
    )
    await openRequest(t.db, ids.get(r1)!, 'erasure', new Date(now.getTime() - 8 * 86_400_000)) // past due
    await openRequest(t.db, ids.get(r2)!, 'data_export', new Date(now.getTime() - 6 * 86_400_000)) // due in a day
    await openRequest(t.db, ids.get(r3)!, 'data_export', new Date(now.getTime() - 3 * 86_400_000)) // due in four days: not yet
    const requests = (await todayLists(t.db, now)).requests
    expect(requests.rows.map((r) => [r.reference, r.overdue])).toEqual([
      [r1, true],
      [r2, false],
    ])
    expect(requests.total).toBe(2)
  })
})
