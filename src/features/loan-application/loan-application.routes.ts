import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '../../server/app'
import { setFlash } from '../../server/flash.server'
import { formValues, honeypotFilled, renderInvalid } from '../../server/forms.server'
import { HttpError } from '../../server/http-error'
import { wantsJson } from '../../server/middleware/errors'
import { limitPerIp, TOO_MANY } from '../../server/middleware/rate-limit'
import { APPLY_FORM, applyCopy } from '../../shared/content/apply'
import { fieldErrors } from '../../shared/forms'
import { loanApplicationSchema } from '../../shared/schemas/loan-application'
import { submitApplication } from './loan-application.service'
import { newReference } from './reference'

export const APPLY_API = '/api/v1/loan-application'

export function loanApplicationRoutes({ deps, render }: FeatureContext): Router {
  const router = Router()
  const { db, env, secrets } = deps

  // One limit for the form and the JSON call: both send the same application.
  const limit = limitPerIp(db, 'apply', {
    limit: env.RATE_LIMIT_FORMS,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: (req, res, next) => {
      if (wantsJson(req)) return void res.status(429).json({ message: TOO_MANY })
      // The friendly 429: the same page, the typed values kept, the message on top.
      const formState = { form: APPLY_FORM, values: formValues(req.body), errors: {}, status: 'error' as const, message: TOO_MANY }
      render(req, res, next, { status: 429, formState }).catch(next)
    },
  })

  // Post/Redirect/Get: the reference travels in a short-lived signed cookie, never in the URL.
  const flashSuccess = (res: Response, reference: string) =>
    setFlash(res, secrets.sessionSecret, { message: applyCopy.success, detail: applyCopy.referenceDetail(reference) })

  router.post('/apply-now', limit, async (req: Request, res: Response, next: NextFunction) => {
    // A filled honeypot is a bot: it sees the same success, with a reference that was never stored.
    if (honeypotFilled(req.body)) {
      flashSuccess(res, newReference(new Date()))
      return res.redirect(303, '/')
    }
    const parsed = loanApplicationSchema.safeParse(req.body ?? {})
    if (!parsed.success) return renderInvalid(render, req, res, next, { form: APPLY_FORM, issues: parsed.error.issues, message: applyCopy.invalid })
    const { reference } = await submitApplication(db, secrets.dataKeys, parsed.data, { ip: req.ip ?? '' })
    flashSuccess(res, reference)
    res.redirect(303, '/')
  })

  router.post(APPLY_API, limit, async (req: Request, res: Response) => {
    if (!req.is('application/json')) throw new HttpError(415, 'Send the application as JSON (Content-Type: application/json).')
    const body: unknown = req.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return res.status(400).json({ message: applyCopy.invalid, errors: { _form: 'Send the application as a JSON object.' } })
    }
    // Our own page (a same-origin fetch) lands on / next, which shows the flash like the no-JS flow.
    const fromOurPage = req.get('sec-fetch-site') === 'same-origin'
    if (honeypotFilled(body)) {
      const reference = newReference(new Date())
      if (fromOurPage) flashSuccess(res, reference)
      return res.status(201).json({ message: applyCopy.success, reference })
    }
    const parsed = loanApplicationSchema.safeParse(body)
    if (!parsed.success) return res.status(400).json({ message: applyCopy.invalid, errors: fieldErrors(parsed.error.issues) })
    const { reference } = await submitApplication(db, secrets.dataKeys, parsed.data, { ip: req.ip ?? '' })
    if (fromOurPage) flashSuccess(res, reference)
    res.status(201).json({ message: applyCopy.success, reference })
  })

  return router
}
