import { Router, type NextFunction, type Request, type Response } from 'express'
import { sendCopy } from '#src/server/applicant-data.server'
import type { FeatureContext } from '#src/server/context'
import { formRoute, parseInput, type FormPage } from '#src/server/forms.server'
import { DomainError, HttpError } from '#src/server/http-error.server'
import { localHref, requestLocale } from '#src/server/locale.server'
import { giveOffersPass } from '#src/server/offers-pass.server'
import { limitPerIp } from '#src/server/middleware/rate-limit.server'
import { FORGOT_FORM, TRACK_FORM, type RequestKind } from '#src/shared/content/track'
import type { FormState } from '#src/shared/forms'
import { catalogues } from '#src/shared/i18n'
import { forgotReferenceSchema, trackLookupSchema } from '#src/shared/schemas/track'
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
export function trackRoutes(ctx: FeatureContext): Router {
  const router = Router()
  const { render } = ctx
  const { db, env, secrets } = ctx.deps
  /** The page's words; the one answer words the schemas' message keys in the page's language itself. */
  const textFor = (req: Request) => catalogues[requestLocale(req)]
  const page = (req: Request, res: Response, next: NextFunction, state: Omit<FormState, 'form'>) =>
    render(req, res, next, { formState: { form: TRACK_FORM, ...state } })
  const found = (id: number, message?: string) => ({
    values: { token: issueTrackToken(secrets.sessionSecret, id) },
    errors: {},
    status: 'success' as const,
    ...(message && { message }),
  })
  /**
   * The tracker's refusals: a refused form keeps what was typed; any other answer that finds nothing
   * is one constant page, nothing typed echoed (the answer must not depend on what was sent). The
   * services throw DomainError('not-found') for an application unknown, erased or another date of
   * birth: its status comes from the one table, its words are the page's constant ones.
   */
  const trackPage = (req: Request): FormPage => {
    const t = textFor(req).track
    const id = readTrackToken(secrets.sessionSecret, (req.body as Record<string, unknown> | undefined)?.token)
    return {
      form: TRACK_FORM,
      message: t.invalid,
      also: {
        'not-found': t.notFound,
        forbidden: null,
        'too-many': null,
        ...(id !== null && { gone: { message: t.copyGone, values: found(id).values } }),
      },
    }
  }

  // Counted in the database, per client, like the other forms (docs/decisions/081); RATE_LIMIT_FORMS=0
  // (benchmarks) turns this one off too.
  const limit = limitPerIp(db, 'track', {
    limit: env.RATE_LIMIT_FORMS === 0 ? 0 : TRACK_LIMIT,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: formRoute(ctx, trackPage, (req) => {
      throw new DomainError('too-many', textFor(req).common.tooMany)
    }),
  })

  router.post('/track', limit, formRoute(ctx, trackPage, answerTrack))

  async function answerTrack(req: Request, res: Response, next: NextFunction) {
    const body = (req.body ?? {}) as Record<string, unknown>
    const intent = body.intent ?? 'lookup'
    const t = textFor(req).track

    if (intent === 'lookup') {
      const id = await lookUp(db, parseInput(trackLookupSchema, body, t.invalid))
      return page(req, res, next, found(id))
    }

    const id = readTrackToken(secrets.sessionSecret, body.token)
    if (id === null) throw new DomainError('forbidden', t.expired)
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
      throw new DomainError('gone', t.copyGone)
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
    return page(req, res, next, found(id, message))
  }

  // The lost-reference form: its own, smaller limit, and one answer whatever matched (docs/decisions/143).
  const forgotPage = (req: Request): FormPage => ({ form: FORGOT_FORM, message: textFor(req).track.invalid, also: { 'too-many': null } })
  const forgotLimit = limitPerIp(db, 'track-forgot', {
    limit: env.RATE_LIMIT_FORMS === 0 ? 0 : FORGOT_LIMIT,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: formRoute(ctx, forgotPage, (req) => {
      throw new DomainError('too-many', textFor(req).common.tooMany)
    }),
  })
  router.post(
    FORGOT_PATH,
    forgotLimit,
    formRoute(ctx, forgotPage, async (req, res, next) => {
      const t = textFor(req).track
      await sendLostReference(db, parseInput(forgotReferenceSchema, req.body ?? {}, t.invalid), requestLocale(req))
      const formState: FormState = { form: FORGOT_FORM, values: {}, errors: {}, status: 'success', message: t.forgot.answer }
      return render(req, res, next, { formState })
    }),
  )

  return router
}
