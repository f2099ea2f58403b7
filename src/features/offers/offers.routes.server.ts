import { Router, type Request } from 'express'
import type { FeatureContext } from '#src/server/context'
import { formRoute, type FormPage } from '#src/server/forms.server'
import { DomainError } from '#src/server/http-error.server'
import { localHref, requestLocale } from '#src/server/locale.server'
import { limitPerIp } from '#src/server/middleware/rate-limit.server'
import { catalogues } from '#src/shared/i18n'
import { DEFAULT_TENURE, readTenure } from '#src/shared/offers/match'
import { OFFERS_FORM } from '#src/shared/offers/view'
import { applicationWithPass } from '#src/server/offers-pass.server'
import { chooseOffer, dropChoice } from './offers.service.server'

/** Choices per client per RATE_LIMIT_WINDOW_MS: each writes a consent row. */
export const CHOOSE_LIMIT = 20
export const OFFERS_PATH = '/offers'

/**
 * /offers (docs/decisions/220, 206): choosing an offer, or none, is a POST to the page itself, answered
 * with a 303 back to it. (The tracker's "See your matching offers" gives the pass: src/features/track.)
 * A refusal is the page again: 422 under the consent box, 403 without a
 * live pass, 404 for an offer not shown, 409 once the desk has sent the application.
 */
export function offersRoutes(ctx: FeatureContext): Router {
  const router = Router()
  const { db, env, secrets } = ctx.deps
  const words = (req: Request) => catalogues[requestLocale(req)].offers
  // Nothing typed is echoed; the page's words say what went wrong (docs/decisions/233).
  const offersPage = (req: Request): FormPage => ({
    form: OFFERS_FORM,
    urlOriginal: localHref(req, OFFERS_PATH),
    also: { forbidden: null, 'not-found': words(req).choose.noSuchOffer, conflict: words(req).choose.alreadySent, 'too-many': null },
  })
  const back = (req: Request, tenure: number) => localHref(req, OFFERS_PATH) + (tenure === DEFAULT_TENURE ? '' : `?tenure=${tenure}`)

  const limit = limitPerIp(db, 'offers', {
    limit: env.RATE_LIMIT_FORMS === 0 ? 0 : CHOOSE_LIMIT,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: formRoute(ctx, offersPage, (req) => {
      throw new DomainError('too-many', catalogues[requestLocale(req)].common.tooMany)
    }),
  })

  router.post(
    OFFERS_PATH,
    limit,
    formRoute(ctx, offersPage, async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>
      const id = applicationWithPass(secrets.sessionSecret, req.headers.cookie)
      if (id === null) throw new DomainError('forbidden', '')
      const { tenure } = readTenure(body.tenure)
      const meta = { keys: secrets.dataKeys, ip: req.ip ?? '' }
      if (body.intent === 'none') {
        await dropChoice(db, id, meta)
        return res.redirect(303, back(req, tenure))
      }
      const productId = typeof body.productId === 'string' && /^\d{1,9}$/.test(body.productId) ? Number(body.productId) : NaN
      if (!Number.isSafeInteger(productId)) throw new DomainError('not-found', words(req).choose.noSuchOffer)
      // The page names the offer's lender in the message ({lender}); nothing typed is echoed.
      const consent = words(req).choose.consentRequired
      if (body.consent !== 'on') throw new DomainError('invalid', consent, { [`consent-${productId}`]: consent })
      await chooseOffer(db, id, { productId, tenure }, meta)
      return res.redirect(303, back(req, tenure))
    }),
  )

  return router
}
