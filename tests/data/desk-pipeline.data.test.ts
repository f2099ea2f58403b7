import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrationSource } from '#db/migrations/index'
import { getApplication } from '#src/server/applicant-data.server'
import { DomainError } from '#src/server/http-error.server'
import { insertStatusChange } from '#src/server/tables/lead-history.server'
import { trackView } from '#src/features/track/track.service.server'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { insertFakeApplication } from '#tests/setup/lead-fixtures'
import { changeStatus, closeUnreachable } from '#src/features/leads/lead-workflow.service.server'

// Issue 44: a lead worked from new to disbursed, the rules that refuse a step, and the migration that
// turned the old "approved" into "sanctioned" (docs/decisions/228).

const key = randomBytes(32)
const ADMIN = 'admin@loanpartner.in'
const AT = new Date('2026-11-25T05:00:00.000Z')
const later = (days: number) => new Date(AT.getTime() + days * 86_400_000)

describe.each(engines)('the desk pipeline on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  const move = (id: number, change: Record<string, unknown> & { to: string }, now = AT) =>
    changeStatus(t.db, 'application', id, { note: '', ...change }, ADMIN, now)
  const refusal = (run: Promise<unknown>) =>
    run.then(
      () => null,
      (err: unknown) => (err instanceof DomainError ? err.errors : err),
    )
  const mails = (to: string) => t.db('outbox').where({ kind: 'application_step', recipient: to }).orderBy('id')

  test('a lead goes to its lender, is sanctioned and disbursed; the tracker and the applicant’s e-mails say so in the application’s language', async () => {
    const id = await insertFakeApplication(t.db, key, 1, AT, { email: 'meera@example.in' })
    await t.db('loan_applications').where({ id }).update({ language: 'hi' })
    await move(id, { to: 'contacted' }, later(1))
    await move(id, { to: 'documents_pending' }, later(2))
    await move(id, { to: 'sent_to_lender', lender: 'Trivan Bank' }, later(3))
    await move(id, { to: 'sanctioned', amount: 450_000, rate: 11.25, tenure: 48 }, later(10))
    await move(id, { to: 'disbursed', amount: 440_000, date: '2026-12-07' }, later(13))

    const row = await t.db('loan_applications').where({ id }).first()
    expect(row).toMatchObject({
      status: 'disbursed',
      contacted_at: later(1).toISOString(),
      sent_lender: 'Trivan Bank',
      sent_at: later(3).toISOString(),
      sanctioned_at: later(10).toISOString(),
      disbursed_on: '2026-12-07',
      next_follow_up_at: null,
    })
    expect([row.sanctioned_amount, row.sanctioned_rate, row.sanctioned_tenure, row.disbursed_amount].map(Number)).toEqual([
      450_000, 11.25, 48, 440_000,
    ])

    const view = await trackView(t.db, id, later(14))
    expect(view?.stages.map((s) => s.status)).toEqual([
      'new',
      'contacted',
      'documents_pending',
      'sent_to_lender',
      'sanctioned',
      'disbursed',
    ])
    expect(view?.facts).toMatchObject({
      lender: 'Trivan Bank',
      sanctionedAmount: 450_000,
      sanctionedRate: 11.25,
      disbursedOn: '2026-12-07',
    })

    const sent = await mails('meera@example.in')
    expect(sent.map((m) => JSON.parse(m.payload).status)).toEqual([
      'contacted',
      'documents_pending',
      'sent_to_lender',
      'sanctioned',
      'disbursed',
    ])
    expect(JSON.parse(sent[4].payload)).toMatchObject({ language: 'hi', facts: { disbursedAmount: 440_000, disbursedOn: '2026-12-07' } })
    // The e-mails hold what the steps recorded, never the applicant's PAN, mobile, date of birth or income.
    const payloads = sent.map((m) => m.payload as string).join('\n')
    for (const secret of [row.mobile_number, row.date_of_birth, String(row.monthly_income)]) expect(payloads).not.toContain(secret)
  })

  test('a step the rules refuse is refused under its field and writes nothing', async () => {
    const id = await insertFakeApplication(t.db, key, 2, AT, { email: 'ravi@example.in' })
    for (const to of ['contacted', 'documents_pending']) await move(id, { to })
    expect(await refusal(move(id, { to: 'sent_to_lender', lender: 'Bank of Nowhere' }))).toEqual({
      lender: 'Choose a lender from the list',
    })
    expect(await refusal(move(id, { to: 'sent_to_lender' }))).toEqual({ lender: 'Choose the lender the file goes to' })
    await move(id, { to: 'sent_to_lender', lender: 'Trivan Bank' })
    // A disbursal before a sanction is not a move the machine has.
    expect(await refusal(move(id, { to: 'disbursed', amount: 100_000, date: '2026-11-25' }))).toEqual({
      to: 'An application or enquiry cannot move from Sent to lender to Disbursed',
    })
    await move(id, { to: 'sanctioned', amount: 300_000, rate: 12, tenure: 36 }, later(1))
    const before = { row: await t.db('loan_applications').where({ id }).first(), mails: (await mails('ravi@example.in')).length }
    expect(await refusal(move(id, { to: 'disbursed', amount: 300_001, date: '2026-11-26' }, later(2)))).toEqual({
      amount: 'The amount paid out cannot be more than the ₹3,00,000 sanctioned',
    })
    expect(await refusal(move(id, { to: 'disbursed', amount: 300_000, date: '2026-11-28' }, later(2)))).toEqual({
      date: 'The payout date cannot be in the future',
    })
    expect(await refusal(move(id, { to: 'disbursed', amount: 300_000, date: '2026-11-25' }, later(2)))).toEqual({
      date: 'The payout date cannot be before the sanction',
    })
    expect(await t.db('loan_applications').where({ id }).first()).toEqual(before.row)
    expect(await mails('ravi@example.in')).toHaveLength(before.mails)
    expect((await getApplication(t.db, id))?.history).toHaveLength(4)
  })

  test('a rejection keeps its reason for the tracker; the call log can close a lead as not reachable, once', async () => {
    const rejected = await insertFakeApplication(t.db, key, 3, AT)
    expect(await refusal(move(rejected, { to: 'rejected' }))).toEqual({ reason: 'Choose the reason' })
    await move(rejected, { to: 'rejected', reason: 'low_income', note: 'Salary ₹18,000' })
    expect((await trackView(t.db, rejected))?.facts.endReason).toBe('low_income')

    const silent = await insertFakeApplication(t.db, key, 4, AT)
    expect(await t.db.transaction((trx) => closeUnreachable(trx, silent, ADMIN, AT))).toBe(true)
    expect(await t.db.transaction((trx) => closeUnreachable(trx, silent, ADMIN, AT))).toBe(false)
    expect((await getApplication(t.db, silent))?.history.map((h) => h.to)).toEqual(['not_reachable'])
  })
})

describe.each(engines)('the pipeline migration on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  test('old "approved" rows become "sanctioned" with their history and step dates; a rollback and a re-run leave them as they were', async () => {
    // Back to the schema before the pipeline: the migrations after it first, the latest first.
    const NAME = '20261129000000_desk_pipeline'
    const undo = async () => {
      while ((await t.db.migrate.list({ migrationSource }))[0].some((m: { name: string }) => m.name === NAME))
        await t.db.migrate.down({ migrationSource })
    }
    await undo()
    const id = await insertFakeApplication(t.db, key, 5, AT)
    const open = await insertFakeApplication(t.db, key, 6, later(1))
    const path = ['new', 'contacted', 'documents_pending', 'sent_to_lender', 'approved']
    for (const [i, to] of path.slice(1).entries())
      await insertStatusChange(t.db, 'application', id, { at: later(i + 1).toISOString(), actor: ADMIN, from: path[i]!, to, note: null })
    await t.db('loan_applications').where({ id }).update({ status: 'approved' })
    const history = () => t.db('lead_status_changes').where({ lead_id: id }).orderBy('id').select('from_status', 'to_status')
    const old = { row: await t.db('loan_applications').where({ id }).first(), history: await history() }

    await t.db.migrate.latest({ migrationSource })
    expect(await t.db('loan_applications').where({ id }).first()).toMatchObject({
      status: 'sanctioned',
      contacted_at: later(1).toISOString(),
      sent_at: later(3).toISOString(),
      sanctioned_at: later(4).toISOString(),
      next_follow_up_at: null,
    })
    expect((await history()).at(-1)).toEqual({ from_status: 'sent_to_lender', to_status: 'sanctioned' })
    // An open lead nobody had planned a call for is due at once.
    expect((await t.db('loan_applications').where({ id: open }).first()).next_follow_up_at).toBe(later(1).toISOString())

    await undo()
    expect({ row: await t.db('loan_applications').where({ id }).first(), history: await history() }).toEqual(old)
    await t.db.migrate.latest({ migrationSource })
    expect((await t.db('loan_applications').where({ id }).first()).status).toBe('sanctioned')
  })
})
