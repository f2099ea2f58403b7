import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrationSource } from '#db/migrations/index'
import { eraseApplication } from '#src/features/leads/applications.service.server'
import { engines, openTestDb, type TestDb } from '../setup/test-db'
import { insertFakeApplication } from '../setup/lead-fixtures'

const key = randomBytes(32)
const AT = new Date('2026-11-20T10:00:00.000Z')

describe.each(engines)('the loan-type migration on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  test('applications stored before the form carried its tab get the loan type their purpose points to; erased ones stay blank', async () => {
    // Back to the schema before the migration, with rows as the site stored them then: no loan type.
    await t.db.migrate.down({ migrationSource, name: '20261125110000_application_loan_type' })
    const byPurpose: Record<string, string> = { Property: 'home', Business: 'business', Overdraft: 'overdraft', Wedding: 'personal' }
    const ids: Record<string, number> = {}
    for (const [i, purpose] of Object.keys(byPurpose).entries()) {
      ids[purpose] = await insertFakeApplication(t.db, key, i, AT)
      await t.db('loan_applications').where({ id: ids[purpose] }).update({ purpose, loan_type: null })
    }
    const car = await insertFakeApplication(t.db, key, 9, AT, { loan_type: 'car' })
    const erased = await insertFakeApplication(t.db, key, 10, AT)
    expect(await eraseApplication(t.db, erased, 'admin@loanpartner.in', AT)).toBe('erased')

    await t.db.migrate.latest({ migrationSource })
    for (const [purpose, loanType] of Object.entries(byPurpose))
      expect((await t.db('loan_applications').where({ id: ids[purpose] }).first()).loan_type, purpose).toBe(loanType)
    expect((await t.db('loan_applications').where({ id: car }).first()).loan_type).toBe('car')
    expect((await t.db('loan_applications').where({ id: erased }).first()).loan_type).toBeNull()
  })
})
