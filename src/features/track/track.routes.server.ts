import { Router, type NextFunction, type Request, type Response } from 'express'
import { sendCopy } from '#src/server/applicant-data.server'
import type { FeatureContext } from '#src/server/context'
import { renderInvalid } from '#src/server/forms.server'
import { DomainError, HttpError } from '#src/server/http-error.server'
import { localHref, requestLocale } from '#src/server/locale.server'
import { giveOffersPass } from '#src/server/offers-pass.server'
import { httpStatusOf } from '#src/server/middleware/errors.server'
import { limitPerIp } from '#src/server/middleware/rate-limit.server'
import { FORGOT_FORM, TRACK_FORM, type RequestKind } from '#src/shared/content/track'
import type { FormState } from '#src/shared/forms'
import { catalogues } from '#src/shared/i18n'
import { parseForgotReference, parseTrackLookup } from '#src/shared/schemas/track'
import { issueTrackToken, readTrackToken } from './track-token.server'
import { downloadCopy, lookUp, requestFromDesk, sendLostReference, withdrawConsent, type ActionOutcome } from './track.service.server'

/** Look-ups and requests per client per RATE_LIMIT_WINDOW_MS (15 minutes by default). */
export const TRACK_LIMIT = 10
/** Lost-reference requests per client per RATE_LIMIT_WINDOW_MS: each may send an e-mail (docs/decisions/143). */
export const FORGOT_LIMIT = 5
export const FORGOT_PATH = '/track/forgot'

/**
 * /track (docs/decisions/100): the look-up and the applicant's requests are POSTs to the page itself,
 * answered with the page (200, never a redirect), so no reference or date of birth is ever in a URL.
 * Every answer that finds nothing is one constant page: same status, same bytes (per language: the
 * page's address decides it, /hi/track answers in Hindi).
 */
export function trackRoutes({ deps, render }: FeatureContext): Router {
  const router = Router()
  const { db, env, secrets } = deps
  /** The page's words; renderInvalid words the schemas' message keys in the page's language itself. */
  const textFor = (req: Request) => catalogues[requestLocale(req)]
  const page = (req: Request, res: Response, next: NextFunction, status: number, state: Omit<FormState, 'form'>) =>
    render(req, res, next, { status, formState: { form: TRACK_FORM, ...state } })
  // Nothing typed is echoed here: the answer must not depend on what was sent.
  const constant = (message: string) => ({ values: {}, errors: {}, status: 'error' as const, message })
  const found = (id: number, message?: string) => ({
    values: { token: issueTrackToken(secrets.sessionSecret, id) },
    errors: {},
    status: 'success' as const,
    ...(message && { message }),
  })

  // Counted in the database, per client, like the other forms (docs/decisions/081); RATE_LIMIT_FORMS=0
  // (benchmarks) turns this one off too.
  const limit = limitPerIp(db, 'track', {
    limit: env.RATE_LIMIT_FORMS === 0 ? 0 : TRACK_LIMIT,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: (req, res, next) => void page(req, res, next, 429, constant(textFor(req).common.tooMany)).catch(next),
  })

  // The services throw DomainError('not-found') for an application unknown, erased or another date of
  // birth: its status comes from the one mapper, its words are the page's constant ones.
  router.post('/track', limit, async (req, res, next) => {
    const t = textFor(req).track
    try {
      await answerTrack(req, res, next)
    } catch (err) {
      if (!(err instanceof DomainError) || err.kind !== 'not-found') throw err
      await page(req, res, next, httpStatusOf(err, req), constant(t.notFound))
    }
  })

  async function answerTrack(req: Request, res: Response, next: NextFunction) {
    const body = (req.body ?? {}) as Record<string, unknown>
    const intent = body.intent ?? 'lookup'
    const t = textFor(req).track

    if (intent === 'lookup') {
      const parsed = parseTrackLookup(body)
      if (!parsed.ok) return renderInvalid(render, req, res, next, { form: TRACK_FORM, errors: parsed.errors, message: t.invalid })
      const id = await lookUp(db, parsed.data)
      return page(req, res, next, 200, found(id))
    }

    const id = readTrackToken(secrets.sessionSecret, body.token)
    if (id === null) return page(req, res, next, 403, constant(t.expired))
    // "See your matching offers": the look-up opens the offers page behind its own pass (docs/decisions/220).
    if (intent === 'see_offers') {
      giveOffersPass(res, secrets.sessionSecret, id)
      return res.redirect(303, localHref(req, '/offers'))
    }
    // The copy the desk made available: a file, from this POST (nothing in a URL, no cache keeps
    // it), or 410 with the page once its 7 days are over (docs/decisions/193).
    if (intent === 'download_copy') {
      const copy = await downloadCopy(db, secrets.dataKeys, id)
      if (copy) return sendCopy(res, copy)
      return page(req, res, next, 410, { ...found(id, t.copyGone), status: 'error' })
    }
    let kind: RequestKind
    let outcome: ActionOutcome
    if (intent === 'withdraw_partner_calls' || intent === 'withdraw_marketing') {
      kind = intent
      outcome = await withdrawConsent(
        db,
        secrets.dataKeys,
        id,
        intent === 'withdraw_marketing' ? 'marketing' : 'partner_calls',
        req.ip ?? '',
      )
    } else if (intent === 'data_export' || intent === 'erasure') {
      kind = intent
      outcome = await requestFromDesk(db, id, intent)
    } else {
      throw new HttpError(400, 'Unknown request.')
    }
    const message = outcome === 'done' ? t.requestDone[kind] : kind.startsWith('withdraw_') ? t.consentNotGiven : t.requestAlreadyOpen
    return page(req, res, next, 200, found(id, message))
  }

  // The lost-reference form: its own, smaller limit, and one answer whatever matched (docs/decisions/143).
  const forgotPage = (req: Request, res: Response, next: NextFunction, status: number, message: string, state: 'error' | 'success') =>
    render(req, res, next, { status, formState: { form: FORGOT_FORM, values: {}, errors: {}, status: state, message } })
  const forgotLimit = limitPerIp(db, 'track-forgot', {
    limit: env.RATE_LIMIT_FORMS === 0 ? 0 : FORGOT_LIMIT,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: (req, res, next) => void forgotPage(req, res, next, 429, textFor(req).common.tooMany, 'error').catch(next),
  })
  router.post(FORGOT_PATH, forgotLimit, async (req, res, next) => {
    const parsed = parseForgotReference(req.body)
    const t = textFor(req).track
    if (!parsed.ok) return renderInvalid(render, req, res, next, { form: FORGOT_FORM, errors: parsed.errors, message: t.invalid })
    await sendLostReference(db, parsed.data, requestLocale(req))
    return forgotPage(req, res, next, 200, t.forgot.answer, 'success')
  })

  return router
}
