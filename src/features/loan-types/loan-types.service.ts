import type { Knex } from 'knex'
import type { LoanTypeTerms } from '../../shared/content/loan-types'
import { fieldErrors, type FieldErrors } from '../../shared/forms'
import { loanTypeKeySchema, loanTypeTermsSchema } from '../../shared/schemas/loan-type-terms'
import { selectLoanType, selectLoanTypes, updateLoanTypeRow } from './loan-types.repo'

/** The six loan types with their displayed terms, in tab order (apply page, admin page). */
export function listLoanTypes(db: Knex): Promise<LoanTypeTerms[]> {
  return selectLoanTypes(db)
}

export type UpdateLoanTypeResult =
  | { status: 'updated'; terms: LoanTypeTerms }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'not-found' }

/** Sets a loan type's displayed terms (the admin's add-loan-details call); the input is untrusted. */
export async function updateLoanTypeTerms(db: Knex, key: unknown, input: unknown, now = new Date()): Promise<UpdateLoanTypeResult> {
  const parsedKey = loanTypeKeySchema.safeParse(key)
  if (!parsedKey.success) return { status: 'not-found' }
  const parsed = loanTypeTermsSchema.safeParse(input ?? {})
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues) }
  const changed = await updateLoanTypeRow(db, parsedKey.data, parsed.data, now.toISOString())
  const terms = changed ? await selectLoanType(db, parsedKey.data) : undefined
  return terms ? { status: 'updated', terms } : { status: 'not-found' }
}
