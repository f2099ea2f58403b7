import type { NextFunction, Request, Response } from 'express'
import { fieldErrors, HONEYPOT_FIELD, type FormState } from '../shared/forms'
import type { Render } from './context'
import { errorCode } from './http-error.server'
import { wantsJson } from './middleware/errors.server'

/** The typed values of a form body, as strings, to echo back on a 422 (files and tokens excluded). */
export function formValues(body: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (k === '_csrf' || k === HONEYPOT_FIELD) continue
    if (typeof v === 'string') out[k] = v.slice(0, 60_000)
  }
  return out
}

export function honeypotFilled(body: unknown): boolean {
  const v = (body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD]
  return typeof v === 'string' && v.trim() !== ''
}

/**
 * Runs a form's write. If the database fails, the same page comes back with 500, the typed values
 * and `message` (docs/product.md §19 Errors and success messages), or, to a script, that message as
 * JSON; the failure is logged by its code only. The result is then undefined, and the response has
 * been sent. Every form's write fails the same way.
 */
export async function saveOrKeepForm<T>(
  ctx: { render: Render; log: (line: string) => void },
  req: Request,
  res: Response,
  next: NextFunction,
  form: { form: string; message: string },
  save: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await save()
  } catch (err) {
    ctx.log(`form ${form.form} not stored code=${errorCode(err)}`)
    if (wantsJson(req)) {
      res.status(500).json({ message: form.message })
      return undefined
    }
    const formState: FormState = { form: form.form, values: formValues(req.body), errors: {}, status: 'error', message: form.message }
    await ctx.render(req, res, next, { status: 500, formState })
    return undefined
  }
}

/** Re-renders the same page with 422, every message under its field and every typed value kept. */
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
    errors: state.errors ?? fieldErrors(state.issues ?? []),
    status: 'error',
    ...(state.message && { message: state.message }),
  }
  return render(req, res, next, { status: 422, formState, urlOriginal: state.urlOriginal })
}
