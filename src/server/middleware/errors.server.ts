import type { ErrorRequestHandler, NextFunction, Request, Response } from 'express'
import { HONEYPOT_FIELD, inWords, type FieldErrors, type FormState } from '#src/shared/forms'
import { catalogues } from '#src/shared/i18n'
import type { Render } from '../context'
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
  gone: { form: 410, json: 410 },
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

/** The typed values of a form body, as strings, to echo back on a 422 (files, tokens and passwords excluded). */
export function formValues(body: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (k === '_csrf' || k === HONEYPOT_FIELD || k === 'password') continue
    if (typeof v === 'string') out[k] = v.slice(0, 60_000)
  }
  return out
}

/** What a refusal can be: a DomainError's kind, or an upload a form field refused (an HttpError with its `field`). */
export type RefusalKind = DomainErrorKind | 'upload'

/**
 * How a form's page answers a refusal (answerRefusal; the route gives it through formRoute in
 * src/server/forms.server.ts). Field refusals ('invalid', 'upload') come back as this page; so do the
 * kinds in `also`. Any other error is answered as if no form were there.
 */
export interface FormPage {
  form: string
  /**
   * For 'invalid': the words on top of the page, in the language of the request's address, as the
   * field messages are (docs/decisions/227), and the JSON message. Without them the page shows only
   * the field messages and JSON gets the error's own message.
   */
  message?: string
  /**
   * The other refusals this page shows itself, each with its words on top; null: the error's own
   * message, unless it has field messages (they are shown under their fields instead). Values given
   * here are shown for that refusal instead of `values`.
   */
  also?: Partial<Record<Exclude<RefusalKind, 'invalid'>, string | null | { message: string; values: Record<string, string> }>>
  /** The values shown again; by default the typed ones for a field refusal, none for any other. */
  values?: Record<string, string>
  /** The page to show, when the form posts to another address than its page's. */
  urlOriginal?: string
  /**
   * A failure (the database) answers with 500 and these words: the same page with the typed values,
   * or the words as JSON (docs/product.md §19 Errors and success messages); logged by its code only.
   */
  failure?: string
}

function refusalOf(err: unknown): { kind: RefusalKind; message: string; errors: FieldErrors; code?: string } | undefined {
  if (err instanceof DomainError) return { kind: err.kind, message: err.message, errors: { ...err.errors }, code: err.code }
  if (err instanceof HttpError && err.field && err.status < 500)
    return { kind: 'upload', message: err.message, errors: { [err.field]: err.message } }
  return undefined
}

/**
 * THE answer to every refusal and failure (docs/decisions/184, 233), by what the client asked for:
 * JSON ({ message[, errors][, code] }), a form's page again (`page`: its status from the one table,
 * its messages and kept values), or the error page. Routes never write a 4xx or 5xx themselves: they
 * throw, and formRoute (forms.server.ts) or the error middleware below calls this.
 */
export async function answerRefusal(
  ctx: { render?: Render; log: (line: string) => void },
  req: Request,
  res: Response,
  next: NextFunction,
  err: unknown,
  page?: FormPage,
): Promise<void> {
  const json = wantsJson(req)
  const refusal = refusalOf(err)
  const status = httpStatusOf(err, req)
  const onPage = refusal && page && (refusal.kind === 'invalid' || (page.also !== undefined && refusal.kind in page.also))
  if (refusal && page && ctx.render && onPage) {
    const field = refusal.kind === 'invalid' || refusal.kind === 'upload'
    const invalid = refusal.kind === 'invalid'
    if (json)
      return sendError(req, res, status, (invalid && page.message) || refusal.message, field ? refusal.errors : undefined, refusal.code)
    const fieldless = Object.keys(refusal.errors).length === 0
    const also = invalid ? undefined : page.also?.[refusal.kind as Exclude<RefusalKind, 'invalid'>]
    const own = typeof also === 'object' && also !== null ? also : { message: also, values: undefined }
    const words = invalid ? page.message : (own.message ?? (fieldless ? refusal.message : undefined))
    const formState: FormState = {
      form: page.form,
      values: own.values ?? page.values ?? (field ? formValues(req.body) : {}),
      errors: fieldWords(req, refusal.errors),
      status: 'error',
      ...(words && { message: words }),
    }
    return ctx.render(req, res, next, { status, formState, urlOriginal: page.urlOriginal })
  }
  const code = errorCode(err)
  if (status >= 500 && page?.failure && ctx.render) {
    ctx.log(`form ${page.form} not stored code=${code}`)
    if (json) return sendError(req, res, status, page.failure)
    const formState: FormState = { form: page.form, values: formValues(req.body), errors: {}, status: 'error', message: page.failure }
    return ctx.render(req, res, next, { status, formState, urlOriginal: page.urlOriginal })
  }
  if (status >= 500) ctx.log(`error ${status} ${req.method} ${req.path} code=${code}`)
  const exposed = status < 500 && err instanceof Error && (err as { expose?: boolean }).expose !== false
  const message =
    exposed && (err instanceof HttpError || err instanceof DomainError) ? err.message : (PUBLIC_MESSAGES[status] ?? PUBLIC_MESSAGES[500]!)
  const domain = err instanceof DomainError ? err : undefined
  sendError(req, res, status, message, domain?.kind === 'invalid' ? domain.errors : undefined, domain?.code)
}

// Typed errors become HTTP answers here, through the one answer. Logs carry only a code: knex
// messages hold bound values, which may be personal data (docs/decisions/084).
export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (err, req, res, next) => answerRefusal({ log }, req, res, next, err)
}
