import { consentFields, consentPurposes, type ConsentPurpose } from '../content/consent'
import { loanTypeKeys, type LoanTypeKey } from '../content/loan-types'
import { z } from './z'

// The apply form's optional parts (docs/decisions/100), read beside the application's own schema:
// they never fail, so the spec's messages and the 14 required fields stay exactly as they are.

export interface ApplyExtras {
  /** Each optional purpose: ticked ('on', or true in JSON) is given; anything else, or nothing, is not. */
  consents: Record<ConsentPurpose, boolean>
  /** The service page the visitor came from (Apply Now carries it), or null. */
  loanType: LoanTypeKey | null
}

const ticked = z.pipe(
  z.unknown(),
  z.transform((v) => v === true || v === 'true' || v === 'on'),
)

/** The body's consent boxes (named by consentFields) under their purposes, and its loan type; anything unknown is left out. */
const extrasSchema = z.pipe(
  z.transform((body: unknown) => {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    return { consents: Object.fromEntries(consentPurposes.map((p) => [p, b[consentFields[p]]])), loanType: b.loanType }
  }),
  z.object({
    consents: z.object({ partner_calls: ticked, marketing: ticked } satisfies Record<ConsentPurpose, typeof ticked>),
    loanType: z.catch(z.nullable(z.enum(loanTypeKeys)), null),
  }),
)

export function readApplyExtras(body: unknown): ApplyExtras {
  return extrasSchema.parse(body)
}
