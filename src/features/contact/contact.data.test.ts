import { afterEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { selectEnquiries, selectEnquiry } from '#src/server/tables/enquiries.server'
import { contactSchema } from '#src/shared/schemas/contact'
import { receiveEnquiry } from './contact.service.server'

/** Every stored enquiry, newest first. */
const ALL = { limit: 1000, offset: 0 }

let current: TestDb | undefined
afterEach(async () => {
  await current?.close()
  current = undefined
})

const enquiry = {
  FirstName: '  Asha Devi ',
  LastName: 'Sharma',
  MobileNumber: '9876543210',
  City: 'Greater Noida',
  LoanType: 'Home Loan',
  Message: 'Need ₹25,00,000 for a flat.\nPlease call after 5 PM.',
  Email: 'asha@example.in',
}

/** The enquiry as the route hands it over: parsed by the schema (docs/decisions/185). */
const parsed = (input: Record<string, unknown>) => contactSchema.parse(input)

describe.each(engines)('on %s', (kind) => {
  test('a valid enquiry is stored trimmed, as new, with its time in ISO UTC', async () => {
    current = await openTestDb(kind)
    const now = new Date('2026-11-21T09:10:11.123Z')
    const id = await receiveEnquiry(current.db, parsed(enquiry), now)
    const row = await selectEnquiry(current.db, id)
    expect(row).toMatchObject({
      first_name: 'Asha Devi',
      last_name: 'Sharma',
      mobile_number: '9876543210',
      city: 'Greater Noida',
      loan_type: 'Home Loan',
      message: 'Need ₹25,00,000 for a flat.\nPlease call after 5 PM.',
      email: 'asha@example.in',
      status: 'new',
      created_at: '2026-11-21T09:10:11.123Z',
    })
  })

  test('empty optional fields are stored as null, not as empty text', async () => {
    current = await openTestDb(kind)
    const id = await receiveEnquiry(current.db, parsed({ ...enquiry, LastName: '', Message: '  ', Email: '' }))
    const row = await selectEnquiry(current.db, id)
    expect([row?.last_name, row?.message, row?.email]).toEqual([null, null, null])
  })

  test('a message of the full 2,000 characters fits, in any script', async () => {
    current = await openTestDb(kind)
    const message = 'ऋण'.repeat(1000)
    const id = await receiveEnquiry(current.db, parsed({ ...enquiry, FirstName: 'अ'.repeat(100), Message: message }))
    const row = await selectEnquiry(current.db, id)
    expect(row?.message).toBe(message)
    expect(row?.first_name).toBe('अ'.repeat(100))
  })

  test('the admin desk lists enquiries newest first and can pick the new ones', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await receiveEnquiry(db, parsed({ ...enquiry, FirstName: 'First' }), new Date('2026-11-20T10:00:00.000Z'))
    const second = await receiveEnquiry(db, parsed({ ...enquiry, FirstName: 'Second' }), new Date('2026-11-21T10:00:00.000Z'))
    await receiveEnquiry(db, parsed({ ...enquiry, FirstName: 'Third' }), new Date('2026-11-19T10:00:00.000Z'))
    await db('enquiries').where({ id: second }).update({ status: 'contacted' })
    expect((await selectEnquiries(db, {}, ALL)).map((r) => r.first_name)).toEqual(['Second', 'First', 'Third'])
    expect((await selectEnquiries(db, { status: 'new' }, ALL)).map((r) => r.first_name)).toEqual(['First', 'Third'])
  })

  test('the table has the created_at and status indexes the admin desk needs', async () => {
    current = await openTestDb(kind)
    const { db } = current
    const names =
      kind === 'sqlite'
        ? ((await db.raw("select name from sqlite_master where type = 'index' and tbl_name = 'enquiries'")) as { name: string }[]).map(
            (r) => r.name,
          )
        : (
            (await db.raw("select indexname as name from pg_indexes where tablename = 'enquiries' and schemaname = current_schema()")) as {
              rows: { name: string }[]
            }
          ).rows.map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['enquiries_created_at_idx', 'enquiries_status_idx']))
  })
})
