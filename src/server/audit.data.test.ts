import { afterEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { listAudit, recordAudit } from './audit.server'

let current: TestDb | undefined
afterEach(async () => {
  await current?.close()
  current = undefined
})

describe.each(engines)('audit log on %s', (kind) => {
  test('entries come back newest first, with who, what, when and details', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await recordAudit(db, { actor: 'admin@loanpartner.in', action: 'auth.sign_in' }, new Date('2026-11-21T08:00:00Z'))
    await recordAudit(
      db,
      { actor: 'admin@loanpartner.in', action: 'blog.delete', subject: 'blog:7', details: { title: 'Old post' } },
      new Date('2026-11-21T09:00:00Z'),
    )
    const rows = await listAudit(db, { limit: 10, offset: 0 })
    expect(rows.map((r) => [r.action, r.subject, r.at])).toEqual([
      ['blog.delete', 'blog:7', '2026-11-21T09:00:00.000Z'],
      ['auth.sign_in', null, '2026-11-21T08:00:00.000Z'],
    ])
    expect(JSON.parse(rows[0]!.details!)).toEqual({ title: 'Old post' })
    expect(await listAudit(db, { limit: 10, offset: 0, action: 'auth.sign_in' })).toHaveLength(1)
  })
})
