import { Router, type Request, type Response } from 'express'
import type { FeatureContext } from '#src/server/context'
import { setFlash } from '#src/server/flash.server'
import { formRoute, formValues, honeypotFilled, parseInput, type FormPage } from '#src/server/forms.server'
import { DomainError, HttpError } from '#src/server/http-error.server'
import { wantsJson } from '#src/server/middleware/errors.server'
import { limitPerIp, TOO_MANY } from '#src/server/middleware/rate-limit.server'
import { APPLY_FORM, applyCopy } from '#src/shared/content/apply'
import { isLoanTypeKey, type Acknowledged } from '#src/shared/content/after-submit'
import { DEFAULT_LOAN_TYPE } from '#src/shared/content/loan-types'
import { UNKNOWN_LOAN_TYPE } from '#src/shared/schemas/loan-type-terms'
import { readApplyExtras } from '#src/shared/schemas/apply-consents'
import { loanApplicationSchema } from '#src/shared/schemas/loan-application'
import { acknowledged, acknowledgementBody } from './acknowledgement.server'
import { submitApplication } from './loan-application.service.server'
import { newReference } from './reference.server'
import { giveOffersPassFor } from '#src/server/offers-pass.server'
import { localHref, requestLocale } from '#src/server/locale.server'
import { catalogues } from '#src/shared/i18n'
import { fill } from '#src/shared/i18n/fill'
import { isLocale, type Locale } from '#src/shared/i18n/locales'

export const APPLY_API = '/api/v1/loan-application'
export const UNKNOWN_LANGUAGE = "Unknown language: send 'en' or 'hi'"

/** The page's language (/hi/apply-now is Hindi); a JSON client may name one instead (docs/decisions/176). */
function localeOf(req: Request): Locale {
  const { language } = (req.body ?? {}) as Record<string, unknown>
  return isLocale(language) ? language : requestLocale(req)
}

/**
 * The apply form's page for a refusal: the message on top in the address's language (English to the
 * JSON API and on /apply-now, docs/decisions/227), a failed store in the page's language.
 */
const applyPage = (req: Request): FormPage => ({
  form: APPLY_FORM,
  message: catalogues[requestLocale(req)].applyLive.invalid,
  failure: wantsJson(req) ? applyCopy.failure : catalogues[localeOf(req)].applyLive.failure,
})

export function loanApplicationRoutes(ctx: FeatureContext): Router {
  const router = Router()
  const { db, env, secrets } = ctx.deps

  // One limit for the form and the JSON call: both send the same application. The friendly 429:
  // the same page, the typed values kept, the message on top.
  const limit = limitPerIp(db, 'apply', {
    limit: env.RATE_LIMIT_FORMS,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: formRoute(
      ctx,
      (req) => ({ form: APPLY_FORM, values: formValues(req.body), also: { 'too-many': null } }),
      (req) => {
        throw new DomainError('too-many', wantsJson(req) ? TOO_MANY : catalogues[requestLocale(req)].common.tooMany)
      },
    ),
  })

  // Post/Redirect/Get: the reference travels in a short-lived signed cookie, never in the URL. It
  // carries the loan type too; the page renders the decision time and documents from content.
  // Written in the language of the page the form was sent from (docs/decisions/176).
  const flashSuccess = (res: Response, ack: Acknowledged, locale: Locale) => {
    const t = catalogues[locale].applyLive
    setFlash(res, secrets.sessionSecret, { message: t.success, detail: fill(t.referenceDetail, { reference: ack.reference }), ack })
  }

  // A bot's fake success looks like a real one, loan type and all.
  const botAck = (body: unknown) => {
    const extras = readApplyExtras(body)
    return acknowledged(newReference(new Date()), extras.loanType ?? DEFAULT_LOAN_TYPE, new Date())
  }

  // One handler for the form and the JSON API (docs/decisions/127): the page's own script posts the
  // form's body here asking for JSON, and reads the same outcome as a JSON client does. A refusal is
  // a DomainError('invalid'): 400 and { message, errors } to JSON, the page with 422 to the form, as
  // the one mapper says (docs/decisions/184).
  async function apply(req: Request, res: Response) {
    const json = wantsJson(req)
    const body: unknown = req.body ?? {}
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new DomainError('invalid', applyCopy.invalid, { _form: 'Send the application as a JSON object.' })
    }
    // The flash shows the reference on /, where a browser lands next: after the 303, or after our
    // own page's call (same origin). A JSON client from elsewhere gets the reference in the body.
    const lands = !json || req.get('sec-fetch-site') === 'same-origin'
    const { language } = body as Record<string, unknown>
    if (json && language !== undefined && !isLocale(language)) {
      throw new DomainError('invalid', applyCopy.invalid, { language: UNKNOWN_LANGUAGE })
    }
    const locale = localeOf(req)
    const succeed = (ack: Acknowledged) => {
      if (lands) flashSuccess(res, ack, locale)
      if (!json) return res.redirect(303, localHref(req, '/'))
      res.status(201).json({ message: applyCopy.success, reference: ack.reference, acknowledgement: acknowledgementBody(ack) })
    }
    // A filled honeypot is a bot: it sees the same success, with a reference that was never stored.
    if (honeypotFilled(body)) return succeed(botAck(body))
    // loanType is optional; a JSON client that names an unknown one is told so (docs/decisions/145).
    const { loanType } = body as Record<string, unknown>
    if (json && loanType !== undefined && !isLoanTypeKey(loanType)) {
      throw new DomainError('invalid', applyCopy.invalid, { loanType: UNKNOWN_LOAN_TYPE })
    }
    // The schema's message keys become words of the address's language where the refusal is answered.
    const fields = parseInput(loanApplicationSchema, body, applyCopy.invalid)
    const now = new Date()
    const outcome = await submitApplication(
      db,
      secrets.dataKeys,
      fields,
      { ip: req.ip ?? '', now, language: locale },
      readApplyExtras(body),
    )
    // The borrower's offers open from the acknowledgement, behind a pass in a cookie (docs/decisions/220).
    if (lands) await giveOffersPassFor(db, res, secrets.sessionSecret, outcome.reference)
    succeed(acknowledged(outcome.reference, outcome.loanType, now))
  }

  router.post('/apply-now', limit, formRoute(ctx, applyPage, apply))
  router.post(
    APPLY_API,
    limit,
    formRoute(ctx, applyPage, (req, res) => {
      if (!req.is('application/json')) throw new HttpError(415, 'Send the application as JSON (Content-Type: application/json).')
      return apply(req, res)
    }),
  )

  return router
}
