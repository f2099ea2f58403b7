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

/** The hidden honeypot field: people never fill it, form-filling bots often do. */
export const HONEYPOT_FIELD = 'website'
