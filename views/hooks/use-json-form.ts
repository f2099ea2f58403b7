import { useState, type FormEvent } from 'react'
import { inWords, readForm, validateWith, type FieldErrors } from '#src/shared/forms'

interface Options {
  schema: Parameters<typeof validateWith>[0]
  /**
   * The page's words for a public schema's message keys (its `formErrors` part, src/shared/schemas/message-keys.ts);
   * the admin's schemas speak English and need none.
   */
  words?: Readonly<Record<string, string>>
  /** What the schema cannot see, such as a required file: more messages by field. */
  check?(form: HTMLFormElement): FieldErrors
  /** The page's own words for each outcome; `tooMany` replaces the server's 429 message when given. */
  copy: { invalid: string; failure: string; tooMany?: string }
  /** The server's answer to the plain POST, if this page is its 422 re-render. */
  initial: { errors: FieldErrors; message?: string }
  /** Runs on the success (201 created, or 200 for a change). Return 'navigating' to keep the form busy while the browser leaves. */
  onCreated(): 'navigating' | void
}

/**
 * The JavaScript layer over a plain POST form: the same schema checks first, then the form's own body
 * goes to the form's own route, asking for the outcome as JSON (one handler, docs/decisions/127); a
 * multipart form sends its files too. The server's field messages go under the fields; a 400 shows
 * the page's own `invalid` text on top, a 429 its message, anything else the failure text. Without
 * JavaScript the form still posts as HTML. Every message is in the page's language: the schema's keys
 * are worded with `words`, and the server answers in the language of the address the form posts to,
 * the page's own (docs/decisions/227).
 */
export function useJsonForm(opts: Options) {
  const validate = (data: Record<string, string>) => inWords(validateWith(opts.schema, data), opts.words ?? {})
  const [errors, setErrors] = useState<FieldErrors>(opts.initial.errors)
  const [problem, setProblem] = useState<string | undefined>(opts.initial.message)
  const [submitting, setSubmitting] = useState(false)

  function showErrors(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    const data = readForm(form)
    const found = { ...validate(data), ...opts.check?.(form) }
    if (Object.keys(found).length > 0) {
      setProblem(opts.copy.invalid)
      return showErrors(form, found)
    }
    setProblem(undefined)
    setErrors({})
    setSubmitting(true)
    try {
      const sent = form.enctype === 'multipart/form-data' ? new FormData(form) : new URLSearchParams(data)
      const res = await fetch(form.action, { method: 'POST', headers: { accept: 'application/json' }, body: sent })
      // A redirect is not an answer from the form's handler (a sign-in page, say): a failure.
      if (res.ok && !res.redirected) {
        if (opts.onCreated() === 'navigating') return
      } else {
        const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors }
        if (body.errors) showErrors(form, body.errors)
        if (res.status === 400) setProblem(opts.copy.invalid)
        else if (res.status === 429) setProblem(opts.copy.tooMany ?? body.message ?? opts.copy.failure)
        else setProblem(opts.copy.failure)
      }
    } catch {
      setProblem(opts.copy.failure)
    }
    setSubmitting(false)
  }

  /** After a failed check, the named field's message updates as the visitor corrects it. */
  function recheck(form: HTMLFormElement, name: string) {
    if (!errors[name]) return
    const next = validate(readForm(form))
    setErrors((prev) => {
      const copy = { ...prev }
      if (next[name]) copy[name] = next[name]
      else delete copy[name]
      return copy
    })
  }

  return { errors, problem, submitting, onSubmit, recheck }
}
