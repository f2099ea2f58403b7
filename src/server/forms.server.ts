import type { NextFunction, Request, Response } from 'express'
import { fieldErrors, HONEYPOT_FIELD, type FormState } from '../shared/forms'
import type { Render } from './render.server'

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

/** Re-renders the same page with 422, every message under its field and every typed value kept. */
export function renderInvalid(
  render: Render,
  req: Request,
  res: Response,
  next: NextFunction,
  state: { form: string; issues?: readonly { path: readonly PropertyKey[]; message: string }[]; errors?: Record<string, string>; message?: string },
): Promise<void> {
  const formState: FormState = {
    form: state.form,
    values: formValues(req.body),
    errors: state.errors ?? fieldErrors(state.issues ?? []),
    status: 'error',
    ...(state.message && { message: state.message }),
  }
  return render(req, res, next, { status: 422, formState })
}
