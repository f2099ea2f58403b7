import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '../../server/app'
import { setFlash } from '../../server/flash.server'
import { formValues, honeypotFilled, renderInvalid } from '../../server/forms.server'
import { HttpError } from '../../server/http-error'
import { wantsJson } from '../../server/middleware/errors'
import { limitPerIp, TOO_MANY } from '../../server/middleware/rate-limit'
import { APPLY_FORM, applyCopy } from '../../shared/content/apply'
import { fieldErrors } from '../../shared/forms'
import { loanTypeForPurpose, type Acknowledged } from '../../shared/content/after-submit'
import { readApplyExtras } from '../../shared/schemas/apply-consents'
import { loanApplicationSchema } from '../../shared/schemas/loan-application'
import { acknowledged, acknowledgementBody } from './acknowledgement'
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

  // Post/Redirect/Get: the reference travels in a short-lived signed cookie, never in the URL. It
  // carries the loan type too; the page renders the decision time and documents from content.
  const flashSuccess = (res: Response, ack: Acknowledged) =>
    setFlash(res, secrets.sessionSecret, { message: applyCopy.success, detail: applyCopy.referenceDetail(ack.reference), ack })

  // A bot's fake success looks like a real one, loan type and all.
  const botAck = (body: unknown) => {
    const extras = readApplyExtras(body)
    const purpose = String((body as Record<string, unknown>).purpose ?? '')
    return acknowledged(newReference(new Date()), extras.loanType ?? loanTypeForPurpose(purpose), new Date())
  }

  router.post('/apply-now', limit, async (req: Request, res: Response, next: NextFunction) => {
    // A filled honeypot is a bot: it sees the same success, with a reference that was never stored.
    if (honeypotFilled(req.body)) {
      flashSuccess(res, botAck(req.body))
      return res.redirect(303, '/')
    }
    const parsed = loanApplicationSchema.safeParse(req.body ?? {})
    if (!parsed.success) return renderInvalid(render, req, res, next, { form: APPLY_FORM, issues: parsed.error.issues, message: applyCopy.invalid })
    const now = new Date()
    const outcome = await submitApplication(db, secrets.dataKeys, parsed.data, { ip: req.ip ?? '', now }, readApplyExtras(req.body))
    flashSuccess(res, acknowledged(outcome.reference, outcome.loanType, now))
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
      const ack = botAck(body)
      if (fromOurPage) flashSuccess(res, ack)
      return res.status(201).json({ message: applyCopy.success, reference: ack.reference, acknowledgement: acknowledgementBody(ack) })
    }
    const parsed = loanApplicationSchema.safeParse(body)
    if (!parsed.success) return res.status(400).json({ message: applyCopy.invalid, errors: fieldErrors(parsed.error.issues) })
    const now = new Date()
    const outcome = await submitApplication(db, secrets.dataKeys, parsed.data, { ip: req.ip ?? '', now }, readApplyExtras(body))
    const ack = acknowledged(outcome.reference, outcome.loanType, now)
    if (fromOurPage) flashSuccess(res, ack)
    res.status(201).json({ message: applyCopy.success, reference: ack.reference, acknowledgement: acknowledgementBody(ack) })
  })

  return router
}
