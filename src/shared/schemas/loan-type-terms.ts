import { loanTypeKeys } from '../content/loan-types'
import { storableText, z } from './z'

// What the admin may change about a loan type's displayed terms (add-loan-details, docs/product.md §18 JSON API).
const term = (label: string) =>
  z.pipe(
    storableText(),
    z
      .string({ error: `${label} is required` })
      .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(100, `${label} must be at most 100 characters`)),
  )

export const UNKNOWN_LOAN_TYPE = 'Unknown loan type'

export const loanTypeKeySchema = z.enum(loanTypeKeys, { error: UNKNOWN_LOAN_TYPE })

export const loanTypeTermsSchema = z.object({
  interestRate: term('Interest rate'),
  repaymentPeriod: term('Repayment period'),
  prepayment: term('Prepayment'),
})

export type LoanTypeTermsUpdate = z.infer<typeof loanTypeTermsSchema>
