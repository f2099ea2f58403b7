import { isLoanTypeKey } from '../content/after-submit'
import { consentFields, consentPurposes, type ConsentPurpose } from '../content/consent'
import type { LoanTypeKey } from '../content/loan-types'

// The apply form's optional parts (docs/decisions/100), read beside the application's own schema:
// they never fail, so the spec's messages and the 14 required fields stay exactly as they are.

export interface ApplyExtras {
  /** Each optional purpose: ticked ('on', or true in JSON) is given; anything else, or nothing, is not. */
  consents: Record<ConsentPurpose, boolean>
  /** The service page the visitor came from (Apply Now carries it), or null. */
  loanType: LoanTypeKey | null
}

const ticked = (v: unknown) => v === true || v === 'true' || v === 'on'

export function readApplyExtras(body: unknown): ApplyExtras {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const consents = Object.fromEntries(consentPurposes.map((p) => [p, ticked(b[consentFields[p]])])) as Record<ConsentPurpose, boolean>
  return { consents, loanType: isLoanTypeKey(b.loanType) ? b.loanType : null }
}
