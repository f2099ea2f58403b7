import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { FeatureContext } from '../../server/app'
import { setFlash } from '../../server/flash.server'
import { formValues, renderInvalid } from '../../server/forms.server'
import { HttpError } from '../../server/http-error'
import { requireCsrfToken } from '../../server/middleware/csrf'
import { requireAdminPage } from '../../server/middleware/require-admin'
import { requestMarkedDone } from '../../shared/content/track'
import type { LeadKind } from '../../shared/leads'
import { eraseSchema, LEAD_FORMS, leadMessages } from '../../shared/schemas/leads'
import { eraseApplication, exportApplicationPerson, exportApplicationsCsv, markRequestDone, revealPan } from './applications.service'
import { eraseEnquiry, exportEnquiryPerson, exportEnquiriesCsv } from './enquiries.service'
import { addNote, changeStatus, type WorkflowResult } from './lead-workflow.service'
import { loanTypesAdminRoutes } from './loan-types-admin.routes'

const BASE = '/admin-dashboard'
const paths: Record<LeadKind, string> = { application: `${BASE}/applications`, enquiry: `${BASE}/enquiries` }

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void>
const wrap = (fn: Handler): RequestHandler => (req, res, next) => void fn(req, res, next).catch(next)

const actor = (req: Request) => req.session.admin!.email
const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>

function leadId(req: Request): number {
  const raw = String(req.params.id)
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(404, 'No such lead.')
  return Number(raw)
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The admin lead desk's forms (issue 8). Every route here sits behind the admin session and the CSRF
 * token; each form POSTs, then answers 303 back to its page, or 422 with the page and its messages.
 */
export function leadsRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()
  const csrf = requireCsrfToken()
  // admin-auth guards /admin-dashboard already; this repeats it so the desk never depends on route order.
  router.use([paths.application, paths.enquiry, `${BASE}/loan-types`, `${BASE}/audit`], requireAdminPage())

  for (const kind of ['application', 'enquiry'] as const) {
    const base = paths[kind]
    const detail = (id: number) => `${base}/${id}`

    // The filter form posts (a search may be a mobile number or an e-mail: never in a URL), and the
    // list renders at once from the posted filters; paging posts them again.
    router.post(base, csrf, (req, res, next) =>
      void ctx.render(req, res, next, { formState: { form: LEAD_FORMS.filters, values: formValues(req.body), errors: {} } }).catch(next),
    )

    const afterWorkflow = async (req: Request, res: Response, next: NextFunction, id: number, form: string, result: WorkflowResult, done: string) => {
      if (result.status === 'not-found') throw new HttpError(404, 'No such lead.')
      if (result.status === 'invalid') {
        req.originalUrl = detail(id)
        return renderInvalid(ctx.render, req, res, next, { form, errors: result.errors })
      }
      setFlash(res, secrets.sessionSecret, { message: done })
      res.redirect(303, detail(id))
    }

    router.post(`${base}/export`, csrf, wrap(async (req, res) => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8')
      res.setHeader('Content-Disposition', `attachment; filename="${kind === 'application' ? 'applications' : 'enquiries'}-${today()}.csv"`)
      const write = (chunk: string) => void res.write(chunk)
      if (kind === 'application') await exportApplicationsCsv(db, body(req), actor(req), write)
      else await exportEnquiriesCsv(db, body(req), actor(req), write)
      res.end()
    }))

    router.post(`${base}/:id/status`, csrf, wrap(async (req, res, next) => {
      const id = leadId(req)
      const result = await changeStatus(db, kind, id, req.body, actor(req))
      await afterWorkflow(req, res, next, id, LEAD_FORMS.status, result, leadMessages.statusChanged)
    }))

    router.post(`${base}/:id/notes`, csrf, wrap(async (req, res, next) => {
      const id = leadId(req)
      const result = await addNote(db, kind, id, req.body, actor(req))
      await afterWorkflow(req, res, next, id, LEAD_FORMS.note, result, leadMessages.noteAdded)
    }))

    router.post(`${base}/:id/export`, csrf, wrap(async (req, res) => {
      const id = leadId(req)
      const data = kind === 'application'
        ? await exportApplicationPerson(db, secrets.dataKeys, id, actor(req))
        : await exportEnquiryPerson(db, id, actor(req))
      if (!data) throw new HttpError(404, 'No such lead.')
      const name = kind === 'application' ? `application-${(data as { reference: string }).reference}` : `enquiry-${id}`
      res.setHeader('Content-Disposition', `attachment; filename="${name}.json"`)
      res.type('application/json').send(JSON.stringify(data, null, 2))
    }))

    router.post(`${base}/:id/erase`, csrf, wrap(async (req, res, next) => {
      const id = leadId(req)
      const parsed = eraseSchema.safeParse(body(req))
      if (!parsed.success) {
        req.originalUrl = detail(id)
        return renderInvalid(ctx.render, req, res, next, { form: LEAD_FORMS.erase, issues: parsed.error.issues })
      }
      const outcome = kind === 'application' ? await eraseApplication(db, id, actor(req)) : await eraseEnquiry(db, id, actor(req))
      if (outcome === 'not-found') throw new HttpError(404, 'No such lead.')
      setFlash(res, secrets.sessionSecret, { message: leadMessages.erased })
      res.redirect(303, detail(id))
    }))
  }

  // The full PAN appears in this one answer only: no redirect, nothing stored, an audit entry written.
  router.post(`${paths.application}/:id/reveal-pan`, csrf, wrap(async (req, res, next) => {
    const id = leadId(req)
    const pan = await revealPan(db, secrets.dataKeys, id, actor(req))
    if (!pan) throw new HttpError(404, 'This application has no PAN to show.')
    req.originalUrl = `${paths.application}/${id}`
    await ctx.render(req, res, next, { formState: { form: LEAD_FORMS.reveal, values: { pan }, errors: {}, status: 'success' } })
  }))

  // An applicant's request from the tracker, done by hand (the export and erase buttons close theirs).
  router.post(`${paths.application}/:id/requests/:requestId/done`, csrf, wrap(async (req, res) => {
    const id = leadId(req)
    const requestId = String(req.params.requestId)
    if (!/^\d{1,9}$/.test(requestId)) throw new HttpError(404, 'No such request.')
    if ((await markRequestDone(db, id, Number(requestId), actor(req))) === 'not-found') throw new HttpError(404, 'No such open request.')
    setFlash(res, secrets.sessionSecret, { message: requestMarkedDone })
    res.redirect(303, `${paths.application}/${id}`)
  }))

  router.use(loanTypesAdminRoutes(ctx))
  return router
}
