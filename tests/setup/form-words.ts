import { fieldErrors, inWords, type FieldErrors } from '#src/shared/forms'
import type { z } from '#src/shared/schemas/z'
import { en } from '#src/shared/i18n/en'

/** The English words of the public forms' message keys: what the JSON API and an English page say. */
export const englishMessages = en.formErrors

/** A schema's field messages (keys) as an English visitor reads them. */
export const inEnglish = (errors: FieldErrors): FieldErrors => inWords(errors, englishMessages)

/** A form body through its schema, as a route's parseInput reads it: the typed data, or one message key per field. */
export function parsedForm<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(body)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error.issues) }
}
