import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '../../server/app'
import { formValues, honeypotFilled, renderInvalid } from '../../server/forms.server'
import { wantsJson } from '../../server/middleware/errors'
import { limitPerIp, TOO_MANY } from '../../server/middleware/rate-limit'
import { CONTACT_FORM, contactCopy } from '../../shared/content/contact'
import { fieldErrors, type FormState } from '../../shared/forms'
import { receiveEnquiry } from './contact.service'
import { errorCode } from '../../server/http-error'

// Where a stored enquiry lands (Post/Redirect/Get). The flag carries no personal data; it only
// asks the page to show the banner and the 3-second move to / (docs/decisions/041).
export const CONTACT_SENT_URL = '/contact-us?sent=1'

const sentState: FormState = { form: CONTACT_FORM, values: {}, errors: {}, status: 'success', message: contactCopy.success }

export function contactRoutes({ deps, render }: FeatureContext): Router {
  const router = Router()
  const { db, env, log } = deps

  const showForm = (req: Request, res: Response, next: NextFunction, status: number, message: string) =>
    render(req, res, next, { status, formState: { form: CONTACT_FORM, values: formValues(req.body), errors: {}, status: 'error', message } })

  // One limit for the form and the JSON call: both send the same enquiry.
  const limit = limitPerIp(db, 'contact', {
    limit: env.RATE_LIMIT_FORMS,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: (req, res, next) => {
      if (wantsJson(req)) res.status(429).json({ message: TOO_MANY })
      else showForm(req, res, next, 429, TOO_MANY).catch(next)
    },
  })

  router.get('/contact-us', (req, res, next) => {
    if (req.query.sent !== '1') return next()
    render(req, res, next, { formState: sentState }).catch(next)
  })

  router.post('/contact-us', limit, async (req, res, next) => {
    // A filled honeypot is a bot: it sees the same success and nothing is stored.
    if (honeypotFilled(req.body)) return res.redirect(303, CONTACT_SENT_URL)
    let outcome
    try {
      outcome = await receiveEnquiry(db, req.body ?? {})
    } catch (err) {
      log(`contact enquiry not stored code=${errorCode(err)}`)
      return showForm(req, res, next, 500, contactCopy.failure)
    }
    if (outcome.kind === 'invalid') return renderInvalid(render, req, res, next, { form: CONTACT_FORM, issues: outcome.issues, message: contactCopy.invalid })
    res.redirect(303, CONTACT_SENT_URL)
  })

  // docs/product.md §18 JSON API keeps this path; despite '/admin' in it, it is public (anyone may send an enquiry).
  router.post('/api/v1/admin/contact-us', limit, async (req, res) => {
    if (honeypotFilled(req.body)) return res.status(201).json({ message: contactCopy.success })
    const outcome = await receiveEnquiry(db, req.body ?? {})
    if (outcome.kind === 'invalid') return res.status(400).json({ message: contactCopy.invalid, errors: fieldErrors(outcome.issues) })
    res.status(201).json({ message: contactCopy.success })
  })

  return router
}
