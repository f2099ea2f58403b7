import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '#src/server/context'
import { setFlash } from '#src/server/flash.server'
import { formRoute, parseInput } from '#src/server/forms.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { limitPerIp } from '#src/server/middleware/rate-limit.server'
import { confirmPasswordSchema, twoFactorCodeSchema } from '#src/shared/schemas/two-factor'
import { TWO_FACTOR_PAGE, twoFactorMessages } from '#src/shared/two-factor'
import { DomainError } from '#src/server/http-error.server'
import { checkAdminCredentials } from './admin-account.service.server'
import { confirmEnrolment, startEnrolment, switchOff } from './two-factor.service.server'

const adminOf = (req: Request) => req.session.admin!.email

/** The session that switched two-factor stays signed in; every other ends (docs/decisions/196). */
const keepThisSession = (req: Request, epoch: number) => void (req.session.admin!.epoch = epoch)

/**
 * The admin's two-factor page (docs/decisions/155): start enrolment, switch on with a first code
 * (the ten recovery codes are shown in that answer, once), switch off with a code. Behind the admin
 * session (the /admin-dashboard guard) and the CSRF token; setting up and switching on ask for the
 * password again (docs/decisions/197). Wrong codes and passwords count like sign-in failures.
 */
export function twoFactorRoutes(ctx: FeatureContext): Router {
  const { db, env, secrets } = ctx.deps
  const router = Router()
  const ring = secrets.dataKeys
  // A stolen session must not guess its way to switching two-factor on or off: 5 wrong codes or passwords per window.
  const codeLimit = limitPerIp(db, 'two-factor-code', {
    limit: env.RATE_LIMIT_LOGIN,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    skipSuccessfulRequests: true,
    key: adminOf,
  })

  /** The admin's own password again: a session alone (a browser left open) does not set up two-factor. */
  async function confirmPassword(req: Request): Promise<void> {
    const { password } = parseInput(confirmPasswordSchema, req.body ?? {}, twoFactorMessages.passwordMissing)
    if (await checkAdminCredentials(db, adminOf(req), password)) return
    throw new DomainError('invalid', twoFactorMessages.passwordWrong, { password: twoFactorMessages.passwordWrong })
  }

  router.post(
    `${TWO_FACTOR_PAGE}/start`,
    requireCsrfToken(),
    codeLimit,
    formRoute(ctx, { form: 'two-factor-start', urlOriginal: TWO_FACTOR_PAGE }, async (req, res) => {
      await confirmPassword(req)
      await startEnrolment(db, ring, adminOf(req))
      res.redirect(303, TWO_FACTOR_PAGE)
    }),
  )

  /** The route parses the code (docs/decisions/185); a missing one, or a wrong one the service refuses, shows under the field. */
  const withCode = (form: string, run: (code: string, req: Request, res: Response, next: NextFunction) => Promise<void>) =>
    formRoute(ctx, { form, urlOriginal: TWO_FACTOR_PAGE }, (req, res, next) =>
      run(parseInput(twoFactorCodeSchema, req.body ?? {}, twoFactorMessages.codeMissing).code, req, res, next),
    )

  router.post(
    `${TWO_FACTOR_PAGE}/enable`,
    requireCsrfToken(),
    codeLimit,
    withCode('two-factor-enable', async (code, req, res, next) => {
      await confirmPassword(req)
      const { codes, epoch } = await confirmEnrolment(db, ring, adminOf(req), code)
      keepThisSession(req, epoch)
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
    }),
  )

  router.post(
    `${TWO_FACTOR_PAGE}/disable`,
    requireCsrfToken(),
    codeLimit,
    withCode('two-factor-disable', async (code, req, res) => {
      keepThisSession(req, await switchOff(db, ring, adminOf(req), code))
      setFlash(res, secrets.sessionSecret, { message: twoFactorMessages.switchedOff })
      res.redirect(303, TWO_FACTOR_PAGE)
    }),
  )

  return router
}
