import { validateWith, type FieldErrors } from '#src/shared/forms'
import { loanApplicationSchema } from '#src/shared/schemas/loan-application'

// The apply form's browser check: the server's own schema (zod), fetched by live-apply.ts at the
// first touch of the form rather than with the page (docs/decisions/148).
export const checkApplication = (data: Record<string, string>): FieldErrors => validateWith(loanApplicationSchema, data)
