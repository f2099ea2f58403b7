import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '../../server/context'
import { renderInvalid } from '../../server/forms.server'
import { HttpError } from '../../server/http-error.server'
import { limitPerIp, TOO_MANY } from '../../server/middleware/rate-limit.server'
import {
  consentNotGiven,
  FORGOT_FORM,
  forgotCopy,
  requestAlreadyOpen,
  requestDone,
  TRACK_FORM,
  trackCopy,
  type RequestKind,
} from '../../shared/content/track'
import type { FormState } from '../../shared/forms'
import { parseForgotReference, parseTrackLookup } from '../../shared/schemas/track'
import { issueTrackToken, readTrackToken } from './track-token.server'
import { lookUp, requestFromDesk, sendLostReference, withdrawConsent, type ActionOutcome } from './track.service.server'

/** Look-ups and requests per client per RATE_LIMIT_WINDOW_MS (15 minutes by default). */
export const TRACK_LIMIT = 10
/** Lost-reference requests per client per RATE_LIMIT_WINDOW_MS: each may send an e-mail (docs/decisions/143). */
export const FORGOT_LIMIT = 5
export const FORGOT_PATH = '/track/forgot'

/**
 * /track (docs/decisions/100): the look-up and the applicant's requests are POSTs to the page itself,
 * answered with the page (200, never a redirect), so no reference or date of birth is ever in a URL.
 * Every answer that finds nothing is one constant page: same status, same bytes.
 */
export function trackRoutes({ deps, render }: FeatureContext): Router {
  const router = Router()
  const { db, env, secrets } = deps
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
    onLimit: (req, res, next) => void page(req, res, next, 429, constant(TOO_MANY)).catch(next),
  })

  router.post('/track', limit, async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const intent = body.intent ?? 'lookup'

    if (intent === 'lookup') {
      const parsed = parseTrackLookup(body)
      if (!parsed.ok) return renderInvalid(render, req, res, next, { form: TRACK_FORM, errors: parsed.errors, message: trackCopy.invalid })
      const id = await lookUp(db, parsed.data)
      if (id === null) return page(req, res, next, 404, constant(trackCopy.notFound))
      return page(req, res, next, 200, found(id))
    }

    const id = readTrackToken(secrets.sessionSecret, body.token)
    if (id === null) return page(req, res, next, 403, constant(trackCopy.expired))
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
    if (outcome === 'not-found') return page(req, res, next, 404, constant(trackCopy.notFound))
    const message = outcome === 'done' ? requestDone[kind] : kind.startsWith('withdraw_') ? consentNotGiven : requestAlreadyOpen
    return page(req, res, next, 200, found(id, message))
  })

  // The lost-reference form: its own, smaller limit, and one answer whatever matched (docs/decisions/143).
  const forgotPage = (req: Request, res: Response, next: NextFunction, status: number, message: string, state: 'error' | 'success') =>
    render(req, res, next, { status, formState: { form: FORGOT_FORM, values: {}, errors: {}, status: state, message } })
  const forgotLimit = limitPerIp(db, 'track-forgot', {
    limit: env.RATE_LIMIT_FORMS === 0 ? 0 : FORGOT_LIMIT,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: (req, res, next) => void forgotPage(req, res, next, 429, TOO_MANY, 'error').catch(next),
  })
  router.post(FORGOT_PATH, forgotLimit, async (req, res, next) => {
    const parsed = parseForgotReference(req.body)
    if (!parsed.ok) return renderInvalid(render, req, res, next, { form: FORGOT_FORM, errors: parsed.errors, message: trackCopy.invalid })
    await sendLostReference(db, parsed.data)
    return forgotPage(req, res, next, 200, forgotCopy.answer, 'success')
  })

  return router
}
