import { Router, type Request, type RequestHandler, type Response } from 'express'
import type { FeatureContext } from '../../server/context'
import { issueApiToken } from '../../server/auth-tokens.server'
import { recordAudit } from '../../server/audit.server'
import { isHttps } from '../../server/cookies.server'
import { setFlash } from '../../server/flash.server'
import { clearSessionCookie } from '../../server/session.server'
import { requireCsrfToken } from '../../server/middleware/csrf.server'
import { wantsJson } from '../../server/middleware/errors.server'
import { requireAdminPage } from '../../server/middleware/require-admin.server'
import { adminLoginSchema, adminMessages } from '../../shared/schemas/admin-login'
import { isStorableText, UNSAFE_TEXT_MESSAGE } from '../../shared/schemas/z'
import { checkAdminCredentials } from './admin-account.service.server'
import { setDeviceCookie } from './device-cookie.server'
import { loginLimiters } from './login-limits.server'

async function credentials(ctx: FeatureContext, body: unknown): Promise<string | null> {
  const parsed = adminLoginSchema.safeParse(body)
  const email = parsed.success ? await checkAdminCredentials(ctx.deps.db, parsed.data.email, parsed.data.password) : null
  // Sign-ins and failed sign-ins go to the audit log (issue 8); a typed value that is not an e-mail
  // is not recorded, in case it was a password typed in the wrong box.
  const typed = parsed.success && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(parsed.data.email) ? parsed.data.email : '(not an e-mail)'
  await recordAudit(ctx.deps.db, email ? { actor: email, action: 'admin.login' } : { actor: typed, action: 'admin.login_failed' })
  return email
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())))
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())))
}

/** Admin sign-in (HTML form and JSON), logout, and the guard in front of every /admin-dashboard page. */
export function adminAuthRoutes(ctx: FeatureContext): Router {
  const { env, secrets } = ctx.deps
  const router = Router()
  const limits = loginLimiters(ctx.deps.db, secrets.sessionSecret, { limit: env.RATE_LIMIT_LOGIN, windowMs: env.RATE_LIMIT_WINDOW_MS })
  // Each successful sign-in makes this browser or client a trusted device for the next ones (docs/decisions/081).
  const trustDevice = (res: Response, email: string) => setDeviceCookie(res, secrets.sessionSecret, email, isHttps(res.req))

  // A signed-in admin who opens the login page goes to the dashboard (docs/product.md §2 Routes).
  router.get('/admin', (req, res, next) => (req.session?.admin ? res.redirect(303, '/admin-dashboard') : next()))
  // Pages, their client-side pageContext.json and their forms: the server decides, before Vike runs.
  router.use('/admin-dashboard', requireAdminPage())

  // Text no engine can store is refused before the limiters, which would store the typed login as a
  // counter's key (docs/decisions/150): 400 to a script, the form again with 422 otherwise.
  const storableOnly: RequestHandler = (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const errors: Record<string, string> = {}
    for (const field of ['email', 'password']) {
      const value = body[field]
      if (typeof value === 'string' && !isStorableText(value)) errors[field] = UNSAFE_TEXT_MESSAGE
    }
    if (Object.keys(errors).length === 0) return next()
    if (wantsJson(req)) return void res.status(400).json({ message: UNSAFE_TEXT_MESSAGE, errors })
    const formState = { form: 'admin-login', values: {}, errors, message: UNSAFE_TEXT_MESSAGE, status: 'error' as const }
    return ctx.render(req, res, next, { status: 422, formState, urlOriginal: '/admin' })
  }

  router.post(['/admin', '/admin/login'], storableOnly, ...limits, async (req, res, next) => {
    const email = await credentials(ctx, req.body)
    if (!email) {
      // The same words whichever part was wrong; the typed e-mail is kept, the password never is.
      const typed = typeof req.body?.email === 'string' ? req.body.email.slice(0, 254) : ''
      const formState = {
        form: 'admin-login',
        values: { email: typed },
        errors: {},
        message: adminMessages.loginFailed,
        status: 'error' as const,
      }
      return ctx.render(req, res, next, { status: 401, formState, urlOriginal: '/admin' })
    }
    await regenerate(req)
    req.session.admin = { email, signedInAt: Date.now() }
    await save(req)
    trustDevice(res, email)
    setFlash(res, secrets.sessionSecret, { message: adminMessages.loginSuccess })
    res.redirect(303, '/admin-dashboard')
  })

  router.post(
    '/admin/logout',
    (req, res, next) => (req.session?.admin ? next() : res.redirect(303, '/')),
    requireCsrfToken(),
    (req, res, next) => {
      req.session.destroy((err) => {
        if (err) return next(err)
        clearSessionCookie(res, isHttps(req))
        // Also clears the display token from localStorage where the browser supports it; the page script does it too.
        res.set('Clear-Site-Data', '"storage"')
        res.redirect(303, '/')
      })
    },
  )

  router.post('/api/v1/admin/admin-login', storableOnly, ...limits, async (req, res) => {
    const email = await credentials(ctx, req.body)
    if (!email) return void res.status(401).json({ message: adminMessages.loginFailed })
    trustDevice(res, email)
    res.json({ token: issueApiToken(secrets.sessionSecret, email) })
  })

  return router
}
