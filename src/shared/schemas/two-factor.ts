import { twoFactorMessages } from '../two-factor'
import { z } from './z'

/** A six-digit code or a recovery code, as the sign-in's second step and the two-factor forms take it. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string(twoFactorMessages.codeMissing)
    .check(z.trim(), z.minLength(1, twoFactorMessages.codeMissing), z.maxLength(40, twoFactorMessages.codeWrong)),
})

/** The admin's own password again, at the steps that set up two-factor sign-in (docs/decisions/197). */
export const confirmPasswordSchema = z.object({
  password: z
    .string(twoFactorMessages.passwordMissing)
    .check(z.minLength(1, twoFactorMessages.passwordMissing), z.maxLength(200, twoFactorMessages.passwordWrong)),
})
