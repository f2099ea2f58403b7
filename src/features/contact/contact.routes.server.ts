import { Router, type Request, type Response } from 'express'
import type { FeatureContext } from '#src/server/context'
import { formRoute, formValues, honeypotFilled, parseInput } from '#src/server/forms.server'
import { localHref, requestLocale } from '#src/server/locale.server'
import { wantsJson } from '#src/server/middleware/errors.server'
import { DomainError } from '#src/server/http-error.server'
import { limitPerIp } from '#src/server/middleware/rate-limit.server'
import { CONTACT_FORM } from '#src/shared/content/contact'
import type { FormState } from '#src/shared/forms'
import { catalogues } from '#src/shared/i18n'
import { contactSchema } from '#src/shared/schemas/contact'
import { receiveEnquiry } from './contact.service.server'

// Where a stored enquiry lands (Post/Redirect/Get), in the language of the page that posted
// (/hi/contact-us?sent=1). The flag carries no personal data; it only asks the page to show the
// banner and the 3-second move home (docs/decisions/041).
export const CONTACT_SENT_URL = '/contact-us?sent=1'

/** The contact part of the catalogue in the language of the page a request is for. */
const textFor = (req: Request) => catalogues[requestLocale(req)].contact

export function contactRoutes(ctx: FeatureContext): Router {
  const router = Router()
  const { db, env } = ctx.deps

  // One limit for the form and the JSON call: both send the same enquiry. The JSON answer speaks
  // English (docs/decisions/171); the page answers in its own language, the typed values kept.
  const limit = limitPerIp(db, 'contact', {
    limit: env.RATE_LIMIT_FORMS,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    onLimit: formRoute(
      ctx,
      (req) => ({ form: CONTACT_FORM, values: formValues(req.body), also: { 'too-many': null } }),
      (req) => {
        throw new DomainError('too-many', (wantsJson(req) ? catalogues.en : catalogues[requestLocale(req)]).contact.copy.tooMany)
      },
    ),
  })

  router.get('/contact-us', (req, res, next) => {
    if (req.query.sent !== '1') return next()
    const sentState: FormState = { form: CONTACT_FORM, values: {}, errors: {}, status: 'success', message: textFor(req).copy.success }
    return ctx.render(req, res, next, { formState: sentState })
  })

  // A refused enquiry is the page again with 422, every message under its field in the address's
  // language (docs/decisions/227), or 400 and the messages to JSON; a failed store is 500 with the
  // typed values kept. Success and failure to JSON in English, whatever the address
  // (docs/decisions/171); a page in the language of its address.
  const contactForm = (req: Request) => ({
    form: CONTACT_FORM,
    message: textFor(req).copy.invalid,
    failure: (wantsJson(req) ? catalogues.en : catalogues[requestLocale(req)]).contact.copy.failure,
  })

  // One handler for the form and the JSON API (docs/decisions/127): the page's own script posts the
  // form's body here asking for JSON, and reads the same outcome as a JSON client does.
  async function contact(req: Request, res: Response) {
    const json = wantsJson(req)
    const sent = () =>
      json ? res.status(201).json({ message: catalogues.en.contact.copy.success }) : res.redirect(303, localHref(req, CONTACT_SENT_URL))
    // A filled honeypot is a bot: it sees the same success and nothing is stored.
    if (honeypotFilled(req.body)) return sent()
    // The route parses, the service stores the typed enquiry (docs/decisions/185).
    await receiveEnquiry(db, parseInput(contactSchema, req.body ?? {}, catalogues.en.contact.copy.invalid))
    sent()
  }

  router.post('/contact-us', limit, formRoute(ctx, contactForm, contact))
  // docs/product.md §18 JSON API keeps this path; despite '/admin' in it, it is public (anyone may send an enquiry).
  router.post('/api/v1/admin/contact-us', limit, formRoute(ctx, contactForm, contact))

  return router
}
