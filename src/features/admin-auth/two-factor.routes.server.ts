import { Router, type Request } from 'express'
import type { FeatureContext } from '../../server/context'
import { setFlash } from '../../server/flash.server'
import { renderInvalid } from '../../server/forms.server'
import { requireCsrfToken } from '../../server/middleware/csrf.server'
import { limitPerIp } from '../../server/middleware/rate-limit.server'
import { twoFactorCodeSchema } from '../../shared/schemas/two-factor'
import { TWO_FACTOR_PAGE, twoFactorMessages } from '../../shared/two-factor'
import { confirmEnrolment, startEnrolment, switchOff } from './two-factor.service.server'

const adminOf = (req: Request) => req.session.admin!.email

/**
 * The admin's two-factor page (docs/decisions/155): start enrolment, switch on with a first code
 * (the ten recovery codes are shown in that answer, once), switch off with a code. Behind the admin
 * session (the /admin-dashboard guard) and the CSRF token; wrong codes count like sign-in failures.
 */
export function twoFactorRoutes(ctx: FeatureContext): Router {
  const { db, env, secrets } = ctx.deps
  const router = Router()
  const ring = secrets.dataKeys
  // A stolen session must not guess its way to switching two-factor off: 5 wrong codes per window.
  const codeLimit = limitPerIp(db, 'two-factor-code', {
    limit: env.RATE_LIMIT_LOGIN,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    skipSuccessfulRequests: true,
    key: adminOf,
  })

  router.post(`${TWO_FACTOR_PAGE}/start`, requireCsrfToken(), async (req, res) => {
    await startEnrolment(db, ring, adminOf(req))
    res.redirect(303, TWO_FACTOR_PAGE)
  })

  router.post(`${TWO_FACTOR_PAGE}/enable`, requireCsrfToken(), codeLimit, async (req, res, next) => {
    const parsed = twoFactorCodeSchema.safeParse(req.body ?? {})
    const codes = parsed.success ? await confirmEnrolment(db, ring, adminOf(req), parsed.data.code) : null
    if (!codes) {
      const errors = { code: parsed.success ? twoFactorMessages.enrolCodeWrong : twoFactorMessages.codeMissing }
      return renderInvalid(ctx.render, req, res, next, { form: 'two-factor-enable', errors, urlOriginal: TWO_FACTOR_PAGE })
    }
    // Shown in this answer and never again: the database keeps only their hashes (docs/decisions/155).
    await ctx.render(req, res, next, {
      formState: {
        form: 'two-factor-codes',
        values: { codes: codes.join(' ') },
        errors: {},
        status: 'success',
        message: twoFactorMessages.switchedOn,
      },
      urlOriginal: TWO_FACTOR_PAGE,
    })
  })

  router.post(`${TWO_FACTOR_PAGE}/disable`, requireCsrfToken(), codeLimit, async (req, res, next) => {
    const parsed = twoFactorCodeSchema.safeParse(req.body ?? {})
    if (!parsed.success || !(await switchOff(db, ring, adminOf(req), parsed.data.code))) {
      const errors = { code: parsed.success ? twoFactorMessages.codeWrong : twoFactorMessages.codeMissing }
      return renderInvalid(ctx.render, req, res, next, { form: 'two-factor-disable', errors, urlOriginal: TWO_FACTOR_PAGE })
    }
    setFlash(res, secrets.sessionSecret, { message: twoFactorMessages.switchedOff })
    res.redirect(303, TWO_FACTOR_PAGE)
  })

  return router
}
