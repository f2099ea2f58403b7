import type { Knex } from 'knex'
import type { LoanTypeKey, LoanTypeTerms } from '#src/shared/content/loan-types'

interface LoanTypeRow {
  key: LoanTypeKey
  name: string
  interest_rate: string
  repayment_period: string
  prepayment: string
}

const toTerms = (r: LoanTypeRow): LoanTypeTerms => ({
  key: r.key,
  name: r.name,
  interestRate: r.interest_rate,
  repaymentPeriod: r.repayment_period,
  prepayment: r.prepayment,
})

const columns = ['key', 'name', 'interest_rate', 'repayment_period', 'prepayment'] as const

export async function selectLoanTypes(db: Knex): Promise<LoanTypeTerms[]> {
  const rows: LoanTypeRow[] = await db<LoanTypeRow>('loan_types')
    .select(...columns)
    .orderBy('position')
  return rows.map(toTerms)
}

export async function selectLoanType(db: Knex, key: LoanTypeKey): Promise<LoanTypeTerms | undefined> {
  const row: LoanTypeRow | undefined = await db<LoanTypeRow>('loan_types')
    .select(...columns)
    .where({ key })
    .first()
  return row && toTerms(row)
}

/** Returns how many rows changed (0 for an unknown key). */
export function updateLoanTypeRow(
  db: Knex,
  key: LoanTypeKey,
  terms: { interestRate: string; repaymentPeriod: string; prepayment: string },
  now: string,
): Promise<number> {
  return db('loan_types')
    .where({ key })
    .update({ interest_rate: terms.interestRate, repayment_period: terms.repaymentPeriod, prepayment: terms.prepayment, updated_at: now })
}
