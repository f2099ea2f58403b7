import { twoFactorMessages } from '../two-factor'
import { z } from './z'

/** A six-digit code or a recovery code, as the sign-in's second step and the two-factor forms take it. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string(twoFactorMessages.codeMissing)
    .check(z.trim(), z.minLength(1, twoFactorMessages.codeMissing), z.maxLength(40, twoFactorMessages.codeWrong)),
})
