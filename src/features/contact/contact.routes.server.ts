import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '../../server/context'
import { formValues, honeypotFilled, renderInvalid, saveOrKeepForm } from '../../server/forms.server'
import { wantsJson } from '../../server/middleware/errors.server'
import { limitPerIp, TOO_MANY } from '../../server/middleware/rate-limit.server'
import { CONTACT_FORM, contactCopy } from '../../shared/content/contact'
import { fieldErrors, type FormState } from '../../shared/forms'
import { receiveEnquiry } from './contact.service.server'

// Where a stored enquiry lands (Post/Redirect/Get). The flag carries no personal data; it only
// asks the page to show the banner and the 3-second move to / (docs/decisions/041).
export const CONTACT_SENT_URL = '/contact-us?sent=1'

const sentState: FormState = { form: CONTACT_FORM, values: {}, errors: {}, status: 'success', message: contactCopy.success }

export function contactRoutes({ deps, render }: FeatureContext): Router {
  const router = Router()
  const { db, env, log } = deps

  const showForm = (req: Request, res: Response, next: NextFunction, status: number, message: string) =>
    render(req, res, next, {
      status,
      formState: { form: CONTACT_FORM, values: formValues(req.body), errors: {}, status: 'error', message },
    })

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
    return render(req, res, next, { formState: sentState })
  })

  // One handler for the form and the JSON API (docs/decisions/127): the page's own script posts the
  // form's body here asking for JSON, and reads the same outcome as a JSON client does.
  async function contact(req: Request, res: Response, next: NextFunction) {
    const json = wantsJson(req)
    const sent = () => (json ? res.status(201).json({ message: contactCopy.success }) : res.redirect(303, CONTACT_SENT_URL))
    // A filled honeypot is a bot: it sees the same success and nothing is stored.
    if (honeypotFilled(req.body)) return sent()
    const outcome = await saveOrKeepForm({ render, log }, req, res, next, { form: CONTACT_FORM, message: contactCopy.failure }, () =>
      receiveEnquiry(db, req.body ?? {}),
    )
    if (!outcome) return
    if (outcome.kind === 'invalid') {
      if (json) return res.status(400).json({ message: contactCopy.invalid, errors: fieldErrors(outcome.issues) })
      return renderInvalid(render, req, res, next, { form: CONTACT_FORM, issues: outcome.issues, message: contactCopy.invalid })
    }
    sent()
  }

  router.post('/contact-us', limit, contact)
  // docs/product.md §18 JSON API keeps this path; despite '/admin' in it, it is public (anyone may send an enquiry).
  router.post('/api/v1/admin/contact-us', limit, contact)

  return router
}
