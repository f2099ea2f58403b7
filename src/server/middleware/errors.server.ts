import type { ErrorRequestHandler, Request, Response } from 'express'
import { inWords, type FieldErrors } from '#src/shared/forms'
import { catalogues } from '#src/shared/i18n'
import { errorPage } from '../error-page.server'
import { DomainError, errorCode, HttpError, type DomainErrorKind } from '../http-error.server'
import { requestLocale } from '../locale.server'

/**
 * The one table from a refusal to HTTP (docs/decisions/184). A refused form comes back as its page
 * with 422, every message under its field; a JSON client gets 400 and { message, errors }.
 */
const DOMAIN_STATUS: Record<DomainErrorKind, { form: number; json: number }> = {
  'not-found': { form: 404, json: 404 },
  invalid: { form: 422, json: 400 },
  conflict: { form: 409, json: 409 },
  unauthorized: { form: 401, json: 401 },
  forbidden: { form: 403, json: 403 },
  'too-many': { form: 429, json: 429 },
}

/** The status a refusal of this kind answers, to a page (form) or to a JSON client. */
export function domainStatus(kind: DomainErrorKind, json: boolean): number {
  const status = DOMAIN_STATUS[kind]
  return json ? status.json : status.form
}

/** The one mapper from an error to its HTTP status: a DomainError by its kind and what the request wants. */
export function httpStatusOf(err: unknown, req: Request): number {
  if (err instanceof DomainError) return domainStatus(err.kind, wantsJson(req))
  const status = (err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

// What each status says when the error's own message is not for the public (src/shared/i18n/en/errors.ts).
const PUBLIC_MESSAGES: Record<number, string> = catalogues.en.errors.statuses

/**
 * A JSON answer for the API, and for a page's own script, which posts a form's body to the form's
 * route asking for JSON (docs/decisions/127): one handler, two representations of one outcome.
 */
export function wantsJson(req: Request): boolean {
  return req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json'
}

/**
 * A refused form's field messages in the words of the request's language, which its address gives
 * (docs/decisions/227): the JSON API and every English address answer in English, a Hindi page's
 * address in Hindi. A public schema's keys are worded from the catalogue; other messages are kept.
 */
export function fieldWords(req: Request, errors: Readonly<FieldErrors>): FieldErrors {
  return inWords(errors, catalogues[requestLocale(req)].formErrors)
}

/**
 * An error's answer: JSON ({ message }, the field errors of a refused form in words, and a refusal's
 * code when it has one) or the error page.
 */
export function sendError(req: Request, res: Response, status: number, message: string, errors?: Readonly<FieldErrors>, code?: string) {
  if (res.headersSent) return
  res.status(status)
  if (wantsJson(req)) res.json({ message, ...(errors && { errors: fieldWords(req, errors) }), ...(code && { code }) })
  else res.type('html').send(errorPage(status, message, requestLocale(req)))
}

// Typed errors become HTTP answers here. Logs carry only a code: knex messages hold bound values,
// which may be personal data (docs/decisions/084).
export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = httpStatusOf(err, req)
    const code = errorCode(err)
    if (status >= 500) log(`error ${status} ${req.method} ${req.path} code=${code}`)
    const exposed = status < 500 && err instanceof Error && (err as { expose?: boolean }).expose !== false
    const message =
      exposed && (err instanceof HttpError || err instanceof DomainError) ? err.message : (PUBLIC_MESSAGES[status] ?? PUBLIC_MESSAGES[500]!)
    const domain = err instanceof DomainError ? err : undefined
    sendError(req, res, status, message, domain?.kind === 'invalid' ? domain.errors : undefined, domain?.code)
  }
}
