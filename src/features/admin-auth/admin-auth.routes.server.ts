import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { FeatureContext } from '#src/server/context'
import { issueApiToken, revokeApiTokens } from '#src/server/auth-tokens.server'
import { recordAudit } from '#src/server/audit.server'
import { isHttps } from '#src/server/cookies.server'
import { setFlash } from '#src/server/flash.server'
import { clearSessionCookie } from '#src/server/session.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { formRoute, parseInput, type FormPage } from '#src/server/forms.server'
import { DomainError } from '#src/server/http-error.server'
import { wantsJson } from '#src/server/middleware/errors.server'
import { TOO_MANY } from '#src/server/middleware/rate-limit.server'
import { requireAdminApi, requireAdminPage } from '#src/server/middleware/require-admin.server'
import { adminLoginSchema, adminMessages, SIGN_OUT_EVERYWHERE } from '#src/shared/schemas/admin-login'
import { twoFactorCodeSchema } from '#src/shared/schemas/two-factor'
import { isStorableText, UNSAFE_TEXT_MESSAGE } from '#src/shared/schemas/z'
import { SIGN_IN_CODE_PAGE, TWO_FACTOR_PAGE, twoFactorMessages } from '#src/shared/two-factor'
import { checkAdminCredentials, type CheckedAdmin } from './admin-account.service.server'
import { endEverySession } from './credential-epoch.server'
import { codeBudget, type CodeAttempt } from './code-budget.server'
import { setDeviceCookie, trustedDevice } from './device-cookie.server'
import { loginLimiters } from './login-limits.server'
import { checkSecondFactor, twoFactorIsOn, type SecondFactor } from './two-factor.service.server'

declare module 'express-session' {
  interface SessionData {
    /** Between the password and the code: whose password was right, when, and under which credential epoch (docs/decisions/156, 196). */
    signInPending?: { email: string; at: number; epoch?: number }
  }
}

/** How long the code step waits after the password before the sign-in starts over. */
export const CODE_STEP_MS = 5 * 60 * 1000

function pendingLogin(req: Request, now = Date.now()): CheckedAdmin | null {
  const pending = req.session?.signInPending
  return pending && now - pending.at < CODE_STEP_MS ? { email: pending.email, epoch: pending.epoch ?? 0 } : null
}

/**
 * The sign-in's first step, for the form and the JSON login alike: the password. Failed sign-ins go
 * to the audit log (issue 8); a typed value that is not an e-mail is not recorded, in case it was a
 * password typed in the wrong box. Successes are recorded once the second factor, if on, is in too.
 * A wrong password, or a body that is no sign-in at all, is refused with the same words.
 */
async function checkPassword(ctx: FeatureContext, body: unknown): Promise<CheckedAdmin> {
  const failed = () => new DomainError('unauthorized', adminMessages.loginFailed)
  let fields: { email: string; password: string } | null = null
  try {
    fields = parseInput(adminLoginSchema, body, adminMessages.loginFailed)
  } catch {
    // Not a sign-in's shape: audited as a failure below, answered as a wrong password.
  }
  const admin = fields ? await checkAdminCredentials(ctx.deps.db, fields.email, fields.password) : null
  if (admin) return admin
  const typed = fields && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email) ? fields.email : '(not an e-mail)'
  await recordAudit(ctx.deps.db, { actor: typed, action: 'admin.login_failed' })
  throw failed()
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())))
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())))
}

/** The code typed at the second step, trimmed; `refused` is the step's answer when none was sent. */
function typedCode(body: unknown, refused: () => DomainError): string {
  try {
    return parseInput(twoFactorCodeSchema, body ?? {}, twoFactorMessages.codeMissing).code
  } catch {
    throw refused()
  }
}

/** The sign-in form's page: the typed e-mail kept, the password never. */
const loginPage = (req: Request): FormPage => ({
  form: 'admin-login',
  urlOriginal: '/admin',
  values: { email: typeof req.body?.email === 'string' ? req.body.email.slice(0, 254) : '' },
  also: { unauthorized: null },
})

/**
 * Text no engine can store is refused before the limiters, which would store the typed login as a
 * counter's key (docs/decisions/150): 400 to a script, the form again with 422 otherwise, no typed
 * value shown again.
 */
function storableOnly(ctx: FeatureContext): RequestHandler {
  return formRoute(ctx, { form: 'admin-login', message: UNSAFE_TEXT_MESSAGE, values: {}, urlOriginal: '/admin' }, (req, _res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const errors: Record<string, string> = {}
    for (const field of ['email', 'password']) {
      const value = body[field]
      if (typeof value === 'string' && !isStorableText(value)) errors[field] = UNSAFE_TEXT_MESSAGE
    }
    if (Object.keys(errors).length > 0) throw new DomainError('invalid', UNSAFE_TEXT_MESSAGE, errors)
    next()
  })
}

/** The admin API's answer to a password-only sign-in while two-factor is required (docs/decisions/156). */
const enrolFirst = () => new DomainError('forbidden', twoFactorMessages.apiEnrolFirst, {}, 'TOTP_ENROL_FIRST')

/**
 * REQUIRE_ADMIN_2FA: until two-factor is on, every admin page leads to enrolment (docs/decisions/156).
 */
function requireEnrolment(router: Router, { deps: { db, secrets } }: FeatureContext) {
  router.use('/admin-dashboard', async (req, res, next) => {
    if (req.originalUrl.startsWith(TWO_FACTOR_PAGE) || (await twoFactorIsOn(db, req.session.admin!.email))) return next()
    setFlash(res, secrets.sessionSecret, { message: twoFactorMessages.required })
    res.redirect(303, TWO_FACTOR_PAGE)
  })
  // …and the admin API refuses that session too, but for signing in and out: a password alone reaches no data.
  router.use('/api/v1/admin', async (req, res, next) => {
    const admin = req.session?.admin
    if (!admin || req.get('authorization') || ['/admin-login', '/logout'].includes(req.path)) return next()
    if (await twoFactorIsOn(db, admin.email)) return next()
    throw enrolFirst()
  })
}

/**
 * The code typed after a right password, from the form's code step or the JSON login: counted
 * against the one budget first, then checked. A wrong one is audited as a failed sign-in, and the
 * admin hears of a burst of them by e-mail. `wait` and `recovery-only` say why nothing was checked
 * or what was refused.
 */
function secondFactorCheck({ deps: { db, secrets } }: FeatureContext, codes: ReturnType<typeof codeBudget>) {
  return async (req: Request, email: string, code: string): Promise<SecondFactor | 'wait' | 'recovery-only' | null> => {
    const attempt: CodeAttempt = { email, ip: req.ip ?? '', device: trustedDevice(req, secrets.sessionSecret, email) }
    const verdict = await codes.take(attempt)
    if (verdict === 'wait') return 'wait'
    const factor = await checkSecondFactor(db, secrets.dataKeys, email, code, new Date(), verdict === 'recovery-only')
    if (factor) {
      await codes.succeeded(attempt)
      return factor
    }
    await recordAudit(db, { actor: email, action: 'admin.two_factor_failed' })
    await codes.failed(attempt)
    return verdict === 'recovery-only' ? 'recovery-only' : null
  }
}

/** Admin sign-in (HTML form and JSON) with its two-factor step, logout, and the guard in front of every /admin-dashboard page. */
export function adminAuthRoutes(ctx: FeatureContext): Router {
  const { db, env, secrets } = ctx.deps
  const router = Router()
  const perWindow = { limit: env.RATE_LIMIT_LOGIN, windowMs: env.RATE_LIMIT_WINDOW_MS }
  const limits = loginLimiters(db, secrets.sessionSecret, perWindow)
  // One guessing budget for the code, whichever way it comes in (docs/decisions/198).
  const secondFactor = secondFactorCheck(ctx, codeBudget(db, perWindow))
  // Each successful sign-in makes this browser or client a trusted device for the next ones (docs/decisions/081).
  const trustDevice = (res: Response, email: string) => setDeviceCookie(res, secrets.sessionSecret, email, isHttps(res.req))
  const audited = (email: string, factor?: SecondFactor) =>
    recordAudit(db, { actor: email, action: 'admin.login', ...(factor && { details: { factor } }) })

  async function signInSession(req: Request, res: Response, { email, epoch }: CheckedAdmin, factor?: SecondFactor) {
    await regenerate(req)
    req.session.admin = { email, signedInAt: Date.now(), epoch }
    await save(req)
    await audited(email, factor)
    trustDevice(res, email)
    setFlash(res, secrets.sessionSecret, { message: adminMessages.loginSuccess })
    res.redirect(303, '/admin-dashboard')
  }

  // A signed-in admin who opens the login page goes to the dashboard (docs/product.md §2 Routes).
  router.get('/admin', (req, res, next) => (req.session?.admin ? res.redirect(303, '/admin-dashboard') : next()))
  // The code step is only for a browser whose password was just right.
  router.get(SIGN_IN_CODE_PAGE, (req, res, next) => {
    if (req.session?.admin) return res.redirect(303, '/admin-dashboard')
    return pendingLogin(req) ? next() : res.redirect(303, '/admin')
  })
  // Pages, their client-side pageContext.json and their forms: the server decides, before Vike runs.
  router.use('/admin-dashboard', requireAdminPage())
  if (env.REQUIRE_ADMIN_2FA) requireEnrolment(router, ctx)

  // One sign-in for the form and the JSON login (docs/decisions/127, 183), in two steps: the same
  // limits, password check and audit for both, then the step each needs. A browser's form gets a
  // session (or the code page) and 303; a script or API client, which has no second page, sends the
  // code in the same call and gets a bearer token (docs/decisions/156). Every refusal is thrown and
  // answered by the one answer: the form again (401, 422) or JSON.
  async function signIn(req: Request, res: Response) {
    const admin = await checkPassword(ctx, req.body)
    const twoFactor = await twoFactorIsOn(db, admin.email)
    await (wantsJson(req) ? tokenStep : sessionStep)(req, res, admin, twoFactor)
  }

  /** A browser's second step: a session now, or, when two-factor is on, the code page on a fresh session id. */
  async function sessionStep(req: Request, res: Response, admin: CheckedAdmin, twoFactor: boolean) {
    if (!twoFactor) return signInSession(req, res, admin)
    await regenerate(req)
    req.session.signInPending = { ...admin, at: Date.now() }
    await save(req)
    res.redirect(303, SIGN_IN_CODE_PAGE)
  }

  /** A client's second step: the code it sent, when two-factor is on, then its bearer token. */
  async function tokenStep(req: Request, res: Response, { email }: CheckedAdmin, twoFactor: boolean) {
    let factor: SecondFactor | undefined
    if (twoFactor) {
      const code = typedCode(req.body, () => new DomainError('unauthorized', twoFactorMessages.apiCodeMissing, {}, 'TOTP_REQUIRED'))
      const checked = await secondFactor(req, email, code)
      if (checked === 'wait') throw new DomainError('too-many', TOO_MANY)
      if (checked === 'recovery-only') throw new DomainError('unauthorized', twoFactorMessages.recoveryOnly, {}, 'TOTP_RECOVERY_ONLY')
      if (!checked) throw new DomainError('unauthorized', twoFactorMessages.codeWrong, {}, 'TOTP_WRONG')
      factor = checked
    } else if (env.REQUIRE_ADMIN_2FA) {
      // No API token exists without the second factor; a browser's session is led to enrolment instead.
      throw enrolFirst()
    }
    await audited(email, factor)
    trustDevice(res, email)
    res.json({ token: await issueApiToken(db, email) })
  }

  router.post(['/admin', '/admin/login', '/api/v1/admin/admin-login'], storableOnly(ctx), ...limits, formRoute(ctx, loginPage, signIn))

  // The code page's step: a missing code (422) or a wrong one (401) is shown under the field.
  const codePage: FormPage = { form: 'admin-code', values: {}, urlOriginal: SIGN_IN_CODE_PAGE, also: { unauthorized: null } }
  router.post(
    SIGN_IN_CODE_PAGE,
    formRoute(ctx, codePage, async (req, res) => {
      const admin = pendingLogin(req)
      if (!admin) {
        setFlash(res, secrets.sessionSecret, { message: twoFactorMessages.signInExpired })
        return res.redirect(303, '/admin')
      }
      const missing = twoFactorMessages.codeMissing
      const code = typedCode(req.body, () => new DomainError('invalid', missing, { code: missing }))
      const factor = await secondFactor(req, admin.email, code)
      if (factor === 'wait') throw new DomainError('too-many', TOO_MANY)
      const wrong = factor === 'recovery-only' ? twoFactorMessages.recoveryOnly : twoFactorMessages.codeWrong
      if (factor === 'recovery-only' || !factor) throw new DomainError('unauthorized', wrong, { code: wrong })
      await signInSession(req, res, admin, factor)
    }),
  )

  /** Ends this browser's session: its cookie, and the display token in its storage. */
  const endSession = (req: Request, res: Response, next: NextFunction, then: () => void) =>
    req.session.destroy((err) => {
      if (err) return next(err)
      clearSessionCookie(res, isHttps(req))
      // Also clears the display token from localStorage where the browser supports it; the page script does it too.
      res.set('Clear-Site-Data', '"storage"')
      then()
    })
  const signedInOnly: RequestHandler = (req, res, next) => (req.session?.admin ? next() : res.redirect(303, '/'))

  router.post('/admin/logout', signedInOnly, requireCsrfToken(), async (req, res, next) => {
    // Signing out ends the admin's API tokens too, in every process (docs/decisions/157).
    await revokeApiTokens(db, req.session.admin!.email)
    endSession(req, res, next, () => res.redirect(303, '/'))
  })

  // Every browser session and API token of the admin ends, in every process, this one too (docs/decisions/196).
  router.post(SIGN_OUT_EVERYWHERE, signedInOnly, requireCsrfToken(), async (req, res, next) => {
    const { email } = req.session.admin!
    const { apiTokensRevoked } = await endEverySession(db, email)
    await recordAudit(db, { actor: email, action: 'admin.signed_out_everywhere', details: { apiTokensRevoked } })
    endSession(req, res, next, () => {
      setFlash(res, secrets.sessionSecret, { message: adminMessages.signedOutEverywhere })
      res.redirect(303, '/admin')
    })
  })

  // An API client's own logout: every API token of the admin ends (docs/decisions/157).
  router.post('/api/v1/admin/logout', requireAdminApi(db), async (_req, res) => {
    await revokeApiTokens(db, res.locals.adminEmail as string)
    res.status(204).end()
  })

  return router
}
