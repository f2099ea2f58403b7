import { Router, type Request } from 'express'
import type { FeatureContext } from '#src/server/context'
import { setFlash } from '#src/server/flash.server'
import { formRoute, parseInput } from '#src/server/forms.server'
import { parseId } from '#src/server/sql.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { requireAdminPage } from '#src/server/middleware/require-admin.server'
import { DESK_SETTINGS_PATH, TODAY_PATH } from '#src/shared/follow-ups'
import type { LeadKind } from '#src/shared/leads'
import { callSchema, deskSettingsSchema, FOLLOW_UP_FORMS, followUpMessages, followUpSchema } from '#src/shared/schemas/follow-ups'
import { logCall, saveDeskSettings, setFollowUp } from './follow-ups.service.server'
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

/**
 * The follow-up forms (issue 44, item 3; docs/decisions/229): log a call and set the next follow-up
 * on a lead's page, and the desk's settings on the Today page. As every desk form: behind the admin
 * session and the CSRF token, 303 back to the page, or 422 with the page, its messages and the typed values.
 */
export function followUpRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()
  const csrf = requireCsrfToken()
  router.use([paths.application, paths.enquiry, TODAY_PATH], requireAdminPage())

  for (const kind of ['application', 'enquiry'] as const) {
    const detail = (id: number) => `${paths[kind]}/${id}`
    const onLead = (form: string) => (req: Request) => ({ form, urlOriginal: detail(leadId(req)) })

    router.post(
      `${paths[kind]}/:id/calls`,
      csrf,
      formRoute(ctx, onLead(FOLLOW_UP_FORMS.call), async (req, res) => {
        const id = leadId(req)
        const { unreachable } = await logCall(db, kind, id, parseInput(callSchema, body(req), followUpMessages.formInvalid), actor(req))
        setFlash(res, secrets.sessionSecret, {
          message: unreachable ? followUpMessages.callLoggedUnreachable : followUpMessages.callLogged,
        })
        res.redirect(303, detail(id))
      }),
    )

    router.post(
      `${paths[kind]}/:id/follow-up`,
      csrf,
      formRoute(ctx, onLead(FOLLOW_UP_FORMS.followUp), async (req, res) => {
        const id = leadId(req)
        await setFollowUp(db, kind, id, parseInput(followUpSchema, body(req), followUpMessages.formInvalid), actor(req))
        setFlash(res, secrets.sessionSecret, { message: followUpMessages.followUpSet })
        res.redirect(303, detail(id))
      }),
    )
  }

  router.post(
    DESK_SETTINGS_PATH,
    csrf,
    formRoute(ctx, { form: FOLLOW_UP_FORMS.settings, urlOriginal: TODAY_PATH }, async (req, res) => {
      await saveDeskSettings(db, parseInput(deskSettingsSchema, body(req), followUpMessages.formInvalid), actor(req))
      setFlash(res, secrets.sessionSecret, { message: followUpMessages.settingsSaved })
      res.redirect(303, TODAY_PATH)
    }),
  )

  return router
}
