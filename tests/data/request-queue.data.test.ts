import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '../setup/test-db'
import { insertFakeApplication } from '../setup/lead-fixtures'
import { listAudit } from '#src/server/audit.server'
import { openRequest } from '#src/server/lead-requests.server'
import { adminOverview } from '#src/features/admin-dashboard/admin-overview.service.server'
import { markRequestDone } from '#src/features/leads/applications.service.server'
import { requestQueue } from '#src/features/leads/request-queue.service.server'

const key = randomBytes(32)
const ADMIN = 'admin@loanpartner.in'
const NOW = new Date('2026-11-21T06:00:00.000Z')
const daysAgo = (d: number, ms = 0) => new Date(NOW.getTime() - d * 86_400_000 + ms)

describe.each(engines)('the requests queue on %s', (kind) => {
  let t: TestDb
  const ids: number[] = []
  beforeAll(async () => {
    t = await openTestDb(kind)
    for (let i = 0; i < 3; i++) ids.push(await insertFakeApplication(t.db, key, i, daysAgo(30), { reference: `LP-2611-QUEUE${i}` }))
    // One request a second short of 7 days old, one a second past it, one long overdue, one done already.
    await openRequest(t.db, ids[0]!, 'withdraw_marketing', daysAgo(7, 1000))
    await openRequest(t.db, ids[1]!, 'data_export', daysAgo(7, -1000))
    await openRequest(t.db, ids[2]!, 'erasure', daysAgo(20))
    await openRequest(t.db, ids[0]!, 'data_export', daysAgo(1))
    const [done] = await t.db('lead_requests').where({ application_id: ids[0], kind: 'data_export' }).select('id')
    await markRequestDone(t.db, ids[0]!, Number(done.id), ADMIN, daysAgo(0))
  })
  afterAll(() => t.close())

  test('every open request is listed oldest first with its reference, and is due 7 days after it came', async () => {
    const queue = await requestQueue(t.db, {}, NOW)
    expect(queue.rows.map((r) => [r.reference, r.kind, r.overdue])).toEqual([
      ['LP-2611-QUEUE2', 'erasure', true],
      ['LP-2611-QUEUE1', 'data_export', true],
      ['LP-2611-QUEUE0', 'withdraw_marketing', false],
    ])
    const marketing = queue.rows[2]!
    expect(marketing.createdAt).toBe(daysAgo(7, 1000).toISOString())
    expect(marketing.dueAt).toBe(new Date(NOW.getTime() + 1000).toISOString())
    expect(queue.counts).toEqual({ open: 3, overdue: 2 })
    expect(queue.filters).toEqual({ show: 'open' })
  })

  test('the filters choose a kind, or the overdue ones only; unknown values are ignored', async () => {
    const overdue = await requestQueue(t.db, { show: 'overdue' }, NOW)
    expect(overdue.rows.map((r) => r.reference)).toEqual(['LP-2611-QUEUE2', 'LP-2611-QUEUE1'])
    const exports = await requestQueue(t.db, { kind: 'data_export' }, NOW)
    expect(exports.rows.map((r) => r.reference)).toEqual(['LP-2611-QUEUE1'])
    expect((await requestQueue(t.db, { kind: 'pizza', show: 'sometimes' }, NOW)).filters).toEqual({ show: 'open' })
  })

  test('the dashboard tile counts the open and the overdue requests', async () => {
    expect((await adminOverview(t.db, NOW)).requests).toEqual({ open: 3, overdue: 2 })
  })

  test('a request done from the queue leaves it and is audited as on the application page', async () => {
    const row = (await requestQueue(t.db, { kind: 'erasure' }, NOW)).rows[0]!
    await markRequestDone(t.db, row.applicationId, row.id, ADMIN, NOW)
    await expect(markRequestDone(t.db, row.applicationId, row.id, ADMIN, NOW)).rejects.toMatchObject({
      name: 'DomainError',
      kind: 'not-found',
    })
    const queue = await requestQueue(t.db, {}, NOW)
    expect(queue.rows.map((r) => r.reference)).toEqual(['LP-2611-QUEUE1', 'LP-2611-QUEUE0'])
    expect(queue.counts).toEqual({ open: 2, overdue: 1 })
    const [entry] = await listAudit(t.db, { limit: 1, offset: 0, action: 'lead.request_done' })
    expect(entry).toMatchObject({ actor: ADMIN, subject: 'application LP-2611-QUEUE2', details: JSON.stringify({ kind: 'erasure' }) })
  })
})
