import { useState, type FormEvent } from 'react'
import { inWords, readForm, validateWith, type FieldErrors } from '#src/shared/forms'
import { problemOf, submitForm, type FormCopy } from './submit-form'

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
  copy: FormCopy
  /** The server's answer to the plain POST, if this page is its 422 re-render. */
  initial: { errors: FieldErrors; message?: string }
  /** Runs on the success (201 created, or 200 for a change). Return 'navigating' to keep the form busy while the browser leaves. */
  onCreated(): 'navigating' | void
}

/**
 * The React layer over a plain POST form: the same schema checks first, then submitForm
 * (./submit-form.ts) sends the form's own body to the form's own route, asking for JSON. The server's field messages go under the fields; a 400 shows
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
    const answer = await submitForm(form, data)
    if (answer.ok) {
      if (opts.onCreated() === 'navigating') return
    } else {
      if (answer.errors) showErrors(form, answer.errors)
      setProblem(problemOf(answer, opts.copy))
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
