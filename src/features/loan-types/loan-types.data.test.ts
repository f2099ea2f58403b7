import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loanTypeSeed } from '../../shared/content/loan-types'
import { engines, openTestDb, type TestDb } from '../../../tests/setup/test-db'
import { listLoanTypes, updateLoanTypeTerms } from './loan-types.service'

describe.each(engines)('loan types on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t?.close())

  test('a fresh database lists the six loan types with the terms of docs/product.md §20 Business constants, in tab order', async () => {
    const types = await listLoanTypes(t.db)
    expect(types.map((l) => l.name)).toEqual(['Personal Loan', 'Business Loan', 'Home Loan', 'Car Loan', 'Overdraft Loan', 'Credit Card Loan'])
    expect(types).toEqual(loanTypeSeed)
    expect(types.find((l) => l.key === 'personal')?.interestRate).toBe('10.35% to 24% p.a.')
  })

  test('the admin changes the home loan terms and the list shows them', async () => {
    const result = await updateLoanTypeTerms(t.db, 'home', { interestRate: ' 7.5% to 11% p.a. ', repaymentPeriod: 'Up to 25 years', prepayment: 'Free at any time' })
    expect(result).toEqual({
      status: 'updated',
      terms: { key: 'home', name: 'Home Loan', interestRate: '7.5% to 11% p.a.', repaymentPeriod: 'Up to 25 years', prepayment: 'Free at any time' },
    })
    const home = (await listLoanTypes(t.db)).find((l) => l.key === 'home')
    expect(home?.repaymentPeriod).toBe('Up to 25 years')
  })

  test('blank or over-long terms are refused with messages and change nothing', async () => {
    const before = await listLoanTypes(t.db)
    const result = await updateLoanTypeTerms(t.db, 'car', { interestRate: '', repaymentPeriod: 'x'.repeat(101) })
    expect(result).toEqual({
      status: 'invalid',
      errors: {
        interestRate: 'Interest rate is required',
        repaymentPeriod: 'Repayment period must be at most 100 characters',
        prepayment: 'Prepayment is required',
      },
    })
    expect(await listLoanTypes(t.db)).toEqual(before)
  })

  test('an unknown loan type is not found', async () => {
    expect(await updateLoanTypeTerms(t.db, 'gold', { interestRate: '1%', repaymentPeriod: '1 month', prepayment: 'No' })).toEqual({ status: 'not-found' })
  })
})
