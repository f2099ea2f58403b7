import type { NextFunction, Request, Response } from 'express'
import { fieldErrors, HONEYPOT_FIELD, type FieldErrors, type FormState } from '../shared/forms'
import type { z } from '../shared/schemas/z'
import type { Render } from './context'
import { DomainError, errorCode } from './http-error.server'
import { domainStatus, fieldWords, httpStatusOf, sendError, wantsJson } from './middleware/errors.server'

/** The typed values of a form body, as strings, to echo back on a 422 (files, tokens and passwords excluded). */
export function formValues(body: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (k === '_csrf' || k === HONEYPOT_FIELD || k === 'password') continue
    if (typeof v === 'string') out[k] = v.slice(0, 60_000)
  }
  return out
}

export function honeypotFilled(body: unknown): boolean {
  const v = (body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD]
  return typeof v === 'string' && v.trim() !== ''
}

/**
 * A request's input parsed by its schema, in the route: every service takes the typed result
 * (docs/decisions/185). Input the schema refuses throws DomainError('invalid') with `message` and one
 * message per field; so does a refusal the route found itself (`more`, say a missing upload), whose
 * messages come along with the schema's. Thrown inside saveOrKeepForm or refuseInvalid, it is
 * answered as the form's refusal: 400 and { message, errors } to JSON, the page again with 422.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, message: string, more: FieldErrors = {}): z.output<S> {
  const parsed = schema.safeParse(input)
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...more }
  if (!parsed.success || Object.keys(more).length > 0) throw new DomainError('invalid', message, errors)
  return parsed.data
}

/** How a form shows a refusal of kind 'invalid' (answerInvalid). */
export type InvalidForm = {
  form: string
  /**
   * The message on top of the page, in the language of the request's address, as the field messages
   * are (docs/decisions/227). Without one, the page shows only the field messages and JSON gets the
   * error's own message.
   */
  message?: string
  /** The page to show, when the form posts to another address than its page's. */
  urlOriginal?: string
}

/**
 * Runs a form's write. A DomainError it throws is a refusal, not a failure: an 'invalid' one is
 * answered here as the form's refusal when `form.invalid` says how (answerInvalid), any other goes on
 * to the error middleware. If the database fails, the same page comes back with 500, the typed values
 * and `message` (docs/product.md §19 Errors and success messages), or, to a script, that message as
 * JSON; the failure is logged by its code only. The result is then undefined, and the response has
 * been sent. Every form's write fails the same way.
 */
export async function saveOrKeepForm<T>(
  ctx: { render: Render; log: (line: string) => void },
  req: Request,
  res: Response,
  next: NextFunction,
  form: { form: string; message: string; invalid?: Omit<InvalidForm, 'form'> },
  save: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await save()
  } catch (err) {
    if (err instanceof DomainError) {
      if (err.kind !== 'invalid' || !form.invalid) throw err
      await answerInvalid(ctx.render, req, res, next, err, { form: form.form, ...form.invalid })
      return undefined
    }
    ctx.log(`form ${form.form} not stored code=${errorCode(err)}`)
    if (wantsJson(req)) return void sendError(req, res, 500, form.message)
    const formState: FormState = { form: form.form, values: formValues(req.body), errors: {}, status: 'error', message: form.message }
    await ctx.render(req, res, next, { status: 500, formState })
    return undefined
  }
}

/**
 * Runs a form's step; a DomainError('invalid') it throws is answered as the form's refusal
 * (answerInvalid) and the result is undefined. Anything else it throws goes on to the error middleware.
 */
export async function refuseInvalid<T>(
  render: Render,
  req: Request,
  res: Response,
  next: NextFunction,
  form: InvalidForm,
  run: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  try {
    return { value: await run() }
  } catch (err) {
    if (!(err instanceof DomainError) || err.kind !== 'invalid') throw err
    await answerInvalid(render, req, res, next, err, form)
    return undefined
  }
}

/**
 * A refused form's answer, its status from the one mapper (middleware/errors.server.ts): to a JSON
 * client 400 and { message, errors }, to a page the same page with 422 (renderInvalid). Either way
 * the field messages are worded in the request's language (fieldWords).
 */
export async function answerInvalid(
  render: Render,
  req: Request,
  res: Response,
  next: NextFunction,
  err: DomainError,
  form: InvalidForm,
): Promise<void> {
  const errors: FieldErrors = { ...err.errors }
  if (wantsJson(req)) return sendError(req, res, httpStatusOf(err, req), form.message ?? err.message, errors)
  return renderInvalid(render, req, res, next, {
    form: form.form,
    errors,
    message: form.message,
    urlOriginal: form.urlOriginal,
  })
}

/**
 * Re-renders the same page with 422, every message under its field in the page's language (a public
 * schema's keys are worded from the catalogue, fieldWords) and every typed value kept.
 */
export function renderInvalid(
  render: Render,
  req: Request,
  res: Response,
  next: NextFunction,
  state: {
    form: string
    issues?: readonly { path: readonly PropertyKey[]; message: string }[]
    errors?: Record<string, string>
    message?: string
    /** The page to show, when the form posts to another address than its page's. */
    urlOriginal?: string
  },
): Promise<void> {
  const formState: FormState = {
    form: state.form,
    values: formValues(req.body),
    errors: fieldWords(req, state.errors ?? fieldErrors(state.issues ?? [])),
    status: 'error',
    ...(state.message && { message: state.message }),
  }
  return render(req, res, next, { status: domainStatus('invalid', false), formState, urlOriginal: state.urlOriginal })
}
