import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { fieldErrors, HONEYPOT_FIELD, type FieldErrors } from '../shared/forms'
import type { z } from '../shared/schemas/z'
import type { FeatureContext } from './context'
import { DomainError } from './http-error.server'
import { answerRefusal, formValues, type FormPage } from './middleware/errors.server'

export { formValues, type FormPage }

export function honeypotFilled(body: unknown): boolean {
  const v = (body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD]
  return typeof v === 'string' && v.trim() !== ''
}

/**
 * A request's input parsed by its schema, in the route: every service takes the typed result
 * (docs/decisions/185). Input the schema refuses throws DomainError('invalid') with `message` and one
 * message per field; so does a refusal the route found itself (`more`, say a missing upload), whose
 * messages come along with the schema's. Inside a formRoute it is answered as the form's refusal:
 * 400 and { message, errors } to JSON, the page again with 422.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, message: string, more: FieldErrors = {}): z.output<S> {
  const parsed = schema.safeParse(input)
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...more }
  if (!parsed.success || Object.keys(more).length > 0) throw new DomainError('invalid', message, errors)
  return parsed.data
}

type Handler = (req: Request, res: Response, next: NextFunction) => unknown

/**
 * A form's handler (docs/decisions/233): whatever it throws is answered by the one answer
 * (answerRefusal in middleware/errors.server.ts) with the form's page, `page`, or a function of the
 * request giving it. The handler only answers success; a refusal is thrown (DomainError), never
 * written. A rate limit's `onLimit` is one too: a handler that throws DomainError('too-many').
 */
export function formRoute(
  ctx: Pick<FeatureContext, 'render' | 'deps'>,
  page: FormPage | ((req: Request) => FormPage),
  handler: Handler,
): RequestHandler {
  return async (req, res, next) => {
    const form = typeof page === 'function' ? page(req) : page
    try {
      await handler(req, res, next)
    } catch (err) {
      await answerRefusal({ render: ctx.render, log: ctx.deps.log }, req, res, next, err, form)
    }
  }
}
