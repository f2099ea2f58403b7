import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loanTypeSeed } from '#src/shared/content/loan-types'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { fieldErrors } from '#src/shared/forms'
import { loanTypeTermsSchema } from '#src/shared/schemas/loan-type-terms'
import { listLoanTypes, updateLoanTypeTerms } from './loan-types.service.server'

const NOW = new Date('2026-11-24T10:00:00.000Z')
const LATER = new Date('2026-11-24T11:00:00.000Z')

describe.each(engines)('loan types on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t?.close())

  test('a fresh database lists the six loan types with the terms of docs/product.md §20 Business constants, in tab order', async () => {
    const types = await listLoanTypes(t.db)
    expect(types.map((l) => l.name)).toEqual([
      'Personal Loan',
      'Business Loan',
      'Home Loan',
      'Car Loan',
      'Overdraft Loan',
      'Credit Card Loan',
    ])
    expect(types).toEqual(loanTypeSeed)
    expect(types.find((l) => l.key === 'personal')?.interestRate).toBe('10.35% to 24% p.a.')
  })

  test('the admin changes the home loan terms, the list shows them and the audit log says who', async () => {
    const update = loanTypeTermsSchema.parse({
      interestRate: ' 7.5% to 11% p.a. ',
      repaymentPeriod: 'Up to 25 years',
      prepayment: 'Free at any time',
    })
    const terms = await updateLoanTypeTerms(t.db, 'admin@example.com', 'home', update, NOW)
    expect(terms).toEqual({
      key: 'home',
      name: 'Home Loan',
      interestRate: '7.5% to 11% p.a.',
      repaymentPeriod: 'Up to 25 years',
      prepayment: 'Free at any time',
    })
    const home = (await listLoanTypes(t.db)).find((l) => l.key === 'home')
    expect(home?.repaymentPeriod).toBe('Up to 25 years')
    const audit = await t.db('audit_log').where({ action: 'loan_type.update', at: NOW.toISOString() })
    expect(audit.map((a) => [a.actor, a.subject, JSON.parse(a.details)])).toEqual([
      [
        'admin@example.com',
        'loan type home',
        { interestRate: '7.5% to 11% p.a.', repaymentPeriod: 'Up to 25 years', prepayment: 'Free at any time' },
      ],
    ])
  })

  test('blank or over-long terms are refused by the schema with one message per field', () => {
    const result = loanTypeTermsSchema.safeParse({ interestRate: '', repaymentPeriod: 'x'.repeat(101) })
    expect(fieldErrors(result.error!.issues)).toEqual({
      interestRate: 'Interest rate is required',
      repaymentPeriod: 'Repayment period must be at most 100 characters',
      prepayment: 'Prepayment is required',
    })
  })

  test('a loan type missing from the table is not found, and no audit row is left behind', async () => {
    await t.db('loan_types').where({ key: 'car' }).delete()
    const update = { interestRate: '1%', repaymentPeriod: '1 month', prepayment: 'No' }
    await expect(updateLoanTypeTerms(t.db, 'admin@example.com', 'car', update, LATER)).rejects.toMatchObject({ kind: 'not-found' })
    expect(await t.db('audit_log').where({ at: LATER.toISOString() })).toEqual([])
  })
})
