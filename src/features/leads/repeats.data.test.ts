import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { insertFakeApplication } from '#tests/setup/lead-fixtures'
import { applicationCopy, getApplication } from '#src/server/applicant-data.server'
import { keyRing } from '#src/server/crypto.server'
import { listApplications } from './applications.service.server'

// Possible repeats on the lead desk (issue 44, item 5; docs/decisions/225): another application with
// the same PAN (its keyed hash) or mobile within 90 days, either way, is linked from each.

const KEY = randomBytes(32)
const day = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 86_400_000)

describe.each(engines)('possible repeats on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t?.close())

  const related = async (id: number) => (await getApplication(t.db, id))!.related.map((r) => [r.id, r.same])

  test('one PAN 30 days apart: each links to the other; 100 days apart: not', async () => {
    const pan = 'RPTAA1234R'
    const first = await insertFakeApplication(t.db, KEY, 9001, day(0), { pan, mobile_number: '9000000001' })
    const second = await insertFakeApplication(t.db, KEY, 9002, day(30), { pan, mobile_number: '9000000002' })
    const late = await insertFakeApplication(t.db, KEY, 9003, day(130), { pan, mobile_number: '9000000003' })
    expect(await related(first)).toEqual([[second, ['pan']]])
    expect(await related(second)).toEqual([[first, ['pan']]])
    // 100 days after the second, 130 after the first: neither.
    expect(await related(late)).toEqual([])
    // The list flags the two, and not the late one.
    const flags = new Map((await listApplications(t.db, {})).rows.map((r) => [r.id, r.repeat]))
    expect([flags.get(first), flags.get(second), flags.get(late)]).toEqual([true, true, false])
  })

  test('one mobile, another PAN: flagged as the same mobile; an erased one is not', async () => {
    const a = await insertFakeApplication(t.db, KEY, 9011, day(0), { pan: 'RPTBB1234R', mobile_number: '9111111111' })
    const b = await insertFakeApplication(t.db, KEY, 9012, day(2), { pan: 'RPTCC1234R', mobile_number: '9111111111' })
    const gone = await insertFakeApplication(t.db, KEY, 9013, day(3), { pan: 'RPTBB1234R', mobile_number: '9222222222' })
    await t
      .db('loan_applications')
      .where({ id: gone })
      .update({ erased_at: day(4).toISOString(), pan_hash: '', mobile_number: '' })
    expect(await related(a)).toEqual([[b, ['mobile']]])
    expect(await related(gone)).toEqual([])
    // The applicant's own copy never names another application.
    expect(await applicationCopy(t.db, keyRing(KEY), a, day(5))).not.toHaveProperty('related')
  })
})
