/** What a server re-render gives a form after a failed POST: typed values and one message per field. */
export interface FormState {
  form: string
  values: Record<string, string>
  errors: Record<string, string>
  message?: string
  status?: 'error' | 'success'
}

export type FieldErrors = Record<string, string>

/** First message per field from a zod-like issue list. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_form')
    out[key] ??= issue.message
  }
  return out
}

/**
 * Field messages in words: a public form's schema gives keys of the catalogue's formErrors part
 * (src/shared/schemas/message-keys.ts), and `words` is that part in the language to show; a message
 * that is no key of it (the admin's forms speak English) is already words, and stays as it is.
 */
export function inWords(errors: FieldErrors, words: Readonly<Record<string, string>>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, Object.hasOwn(words, message) ? words[message]! : message]),
  )
}

/** The hidden honeypot field: people never fill it, form-filling bots often do. */
export const HONEYPOT_FIELD = 'website'

/** A form's text fields as the browser would post them (files left out). */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') out[k] = v
  return out
}

type Issue = { path: readonly PropertyKey[]; message: string }

/** The messages a schema gives for these values, one per field: the same the server would give. */
export function validateWith(
  schema: { safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } } },
  data: Record<string, string>,
): FieldErrors {
  const parsed = schema.safeParse(data)
  return parsed.success ? {} : fieldErrors(parsed.error.issues)
}
