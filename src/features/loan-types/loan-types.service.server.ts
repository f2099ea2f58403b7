import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { DomainError } from '#src/server/http-error.server'
import type { LoanTypeKey, LoanTypeTerms } from '#src/shared/content/loan-types'
import type { LoanTypeTermsUpdate } from '#src/shared/schemas/loan-type-terms'
import { selectLoanType, selectLoanTypes, updateLoanTypeRow } from './loan-types.repo.server'

export const UNKNOWN_LOAN_TYPE = 'Unknown loan type. Use one of: personal, business, home, car, overdraft, credit-card.'

/** The six loan types with their displayed terms, in tab order (apply page, admin page). */
export function listLoanTypes(db: Knex): Promise<LoanTypeTerms[]> {
  return selectLoanTypes(db)
}

/**
 * Sets a loan type's displayed terms (the admin's form and the add-loan-details call, both parsed
 * with loanTypeTermsSchema) and records who did it, in one transaction.
 */
export function updateLoanTypeTerms(
  db: Knex,
  actor: string,
  key: LoanTypeKey,
  update: LoanTypeTermsUpdate,
  now = new Date(),
): Promise<LoanTypeTerms> {
  return db.transaction(async (trx) => {
    const changed = await updateLoanTypeRow(trx, key, update, now.toISOString())
    const terms = changed ? await selectLoanType(trx, key) : undefined
    if (!terms) throw new DomainError('not-found', UNKNOWN_LOAN_TYPE)
    await recordAudit(trx, { actor, action: 'loan_type.update', subject: `loan type ${key}`, details: update }, now)
    return terms
  })
}
