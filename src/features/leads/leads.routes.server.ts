import { Router, type Request, type Response } from 'express'
import type { FeatureContext } from '#src/server/context'
import { sendCopy, sendPersonalJson } from '#src/server/applicant-data.server'
import { setFlash } from '#src/server/flash.server'
import { formRoute, formValues, parseInput } from '#src/server/forms.server'
import { DomainError } from '#src/server/http-error.server'
import { parseId } from '#src/server/sql.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { requireAdminPage } from '#src/server/middleware/require-admin.server'
import { copyMadeAvailable, requestMarkedDone } from '#src/shared/content/track'
import { REQUESTS_PATH } from '#src/shared/request-queue'
import type { LeadKind } from '#src/shared/leads'
import { eraseSchema, LEAD_FORMS, leadMessages, leadNoteSchema, stepForm, stepSchema } from '#src/shared/schemas/leads'
import { isStorableText, UNSAFE_TEXT_MESSAGE } from '#src/shared/schemas/z'
import {
  eraseApplication,
  exportApplicationPerson,
  applicationsCsv,
  markRequestDone,
  NO_SUCH_REQUEST,
  revealPan,
} from './applications.service.server'
import { eraseEnquiry, exportEnquiryPerson, enquiriesCsv } from './enquiries.service.server'
import { addNote, changeStatus } from './lead-workflow.service.server'
import { noSuchLead } from './lead-table.service.server'

const BASE = '/admin-dashboard'
const paths: Record<LeadKind, string> = { application: `${BASE}/applications`, enquiry: `${BASE}/enquiries` }

const actor = (req: Request) => req.session.admin!.email
const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>

function leadId(req: Request): number {
  const id = parseId(req.params.id)
  if (id === null) throw noSuchLead()
  return id
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The admin lead desk's forms (issue 8). Every route here sits behind the admin session and the CSRF
 * token; each form POSTs, then answers 303 back to its page, or 422 with the page and its messages.
 * The route parses each form (parseInput, docs/decisions/185) and the services take the typed
 * values; a refusal is a DomainError: 'not-found' goes on to the error middleware (404), 'invalid'
 * comes back as the form's page (forms.server.ts); docs/decisions/184.
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
    // A search no engine could compare is refused with its message under the box (docs/decisions/150).
    router.post(
      base,
      csrf,
      formRoute(ctx, { form: LEAD_FORMS.filters }, (req, res, next) => {
        const q = body(req).q
        if (typeof q === 'string' && !isStorableText(q)) throw new DomainError('invalid', UNSAFE_TEXT_MESSAGE, { q: UNSAFE_TEXT_MESSAGE })
        return ctx.render(req, res, next, { formState: { form: LEAD_FORMS.filters, values: formValues(req.body), errors: {} } })
      }),
    )

    /** A lead's form: a refusal is its page again (422), a change a 303 back to it with `done` as the flash. */
    const workflow = (form: (req: Request) => string, run: (req: Request, id: number) => Promise<unknown>, done: string) =>
      formRoute(
        ctx,
        (req) => ({ form: form(req), urlOriginal: detail(leadId(req)) }),
        async (req: Request, res: Response) => {
          const id = leadId(req)
          await run(req, id)
          setFlash(res, secrets.sessionSecret, { message: done })
          res.redirect(303, detail(id))
        },
      )

    router.post(`${base}/export`, csrf, async (req, res) => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8')
      const csv = kind === 'application' ? applicationsCsv : enquiriesCsv
      res.setHeader('Content-Disposition', `attachment; filename="${csv.subject}-${today()}.csv"`)
      await csv.export(db, body(req), actor(req), (chunk) => void res.write(chunk))
      res.end()
    })

    // Each step has its own form and fields (sent to which lender, sanctioned for how much…).
    router.post(
      `${base}/:id/status`,
      csrf,
      workflow(
        (req) => stepForm(body(req).to),
        (req, id) => changeStatus(db, kind, id, parseInput(stepSchema(body(req).to), body(req), leadMessages.formInvalid), actor(req)),
        leadMessages.statusChanged,
      ),
    )

    router.post(
      `${base}/:id/notes`,
      csrf,
      workflow(
        () => LEAD_FORMS.note,
        (req, id) => addNote(db, kind, id, parseInput(leadNoteSchema, body(req), leadMessages.formInvalid), actor(req)),
        leadMessages.noteAdded,
      ),
    )

    // The person's copy, for the desk to read; it completes no request (docs/decisions/193).
    router.post(`${base}/:id/export`, csrf, async (req, res) => {
      const id = leadId(req)
      if (kind === 'application') return sendCopy(res, await exportApplicationPerson(db, secrets.dataKeys, id, actor(req)))
      sendPersonalJson(res, `enquiry-${id}.json`, await exportEnquiryPerson(db, id, actor(req)))
    })

    router.post(
      `${base}/:id/erase`,
      csrf,
      workflow(
        () => LEAD_FORMS.erase,
        async (req, id) => {
          parseInput(eraseSchema, body(req), leadMessages.formInvalid)
          await (kind === 'application' ? eraseApplication(db, id, actor(req)) : eraseEnquiry(db, id, actor(req)))
        },
        leadMessages.erased,
      ),
    )
  }

  // The full PAN appears in this one answer only: no redirect, nothing stored, an audit entry written.
  router.post(`${paths.application}/:id/reveal-pan`, csrf, async (req, res, next) => {
    const id = leadId(req)
    const pan = await revealPan(db, secrets.dataKeys, id, actor(req))
    const formState = { form: LEAD_FORMS.reveal, values: { pan }, errors: {}, status: 'success' as const }
    await ctx.render(req, res, next, { formState, urlOriginal: `${paths.application}/${id}` })
  })

  // An applicant's request from the tracker, done by hand (erasure closes its own); for a copy, done
  // means made available on the tracker (docs/decisions/193).
  router.post(`${paths.application}/:id/requests/:requestId/done`, csrf, async (req, res) => {
    const id = leadId(req)
    const requestId = parseId(req.params.requestId)
    if (requestId === null) throw new DomainError('not-found', NO_SUCH_REQUEST)
    const { readyUntil } = await markRequestDone(db, id, requestId, actor(req))
    setFlash(res, secrets.sessionSecret, { message: readyUntil ? copyMadeAvailable(readyUntil) : requestMarkedDone })
    // The requests queue posts here too (docs/decisions/146), and its admin goes back to the queue.
    res.redirect(303, req.body?.back === 'queue' ? REQUESTS_PATH : `${paths.application}/${id}`)
  })

  return router
}
