import { readForm, type FieldErrors } from '#src/shared/forms'

/** What a form's own route answered to its script. */
export interface FormAnswer {
  /** The handler's success (201, or 200 for a change). */
  ok: boolean
  /** The status; 0 when the network failed. */
  status: number
  message?: string
  /** The server's messages by field, worded in the language of the form's address (docs/decisions/227). */
  errors?: FieldErrors
}

/** A page's own words for the outcomes that are not a success. */
export interface FormCopy {
  invalid: string
  failure: string
  /** Replaces the server's 429 message when given. */
  tooMany?: string
}

/**
 * The one way the browser submits a form (docs/decisions/233): the form's own body (its files too, when
 * it is multipart) to the form's own action, asking for the outcome as JSON, from the same handler
 * that answers the plain POST (docs/decisions/127). A redirect is not that handler's answer (a
 * sign-in page, say): a failure. Without JavaScript the form posts as HTML, to the same route.
 */
export async function submitForm(form: HTMLFormElement, data: Record<string, string> = readForm(form)): Promise<FormAnswer> {
  const body = form.enctype === 'multipart/form-data' ? new FormData(form) : new URLSearchParams(data)
  try {
    const res = await fetch(form.action, { method: 'POST', headers: { accept: 'application/json' }, body })
    const answer = (await res.json().catch(() => ({}))) as { message?: unknown; errors?: FieldErrors }
    return {
      ok: res.ok && !res.redirected,
      status: res.status,
      ...(typeof answer.message === 'string' && { message: answer.message }),
      ...(answer.errors && { errors: answer.errors }),
    }
  } catch {
    return { ok: false, status: 0 }
  }
}

/** The words on top of a refused form: the page's own for bad fields (400), the limit's for 429, else the failure. */
export function problemOf(answer: FormAnswer, copy: FormCopy): string {
  if (answer.status === 400) return copy.invalid
  if (answer.status === 429) return copy.tooMany ?? answer.message ?? copy.failure
  return copy.failure
}
