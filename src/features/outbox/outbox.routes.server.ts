import { Router } from 'express'
import { recordAudit } from '#src/server/audit.server'
import type { FeatureContext } from '#src/server/context'
import { setFlash } from '#src/server/flash.server'
import { DomainError } from '#src/server/http-error.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { requireAdminPage } from '#src/server/middleware/require-admin.server'
import { retryMessage } from '#src/server/outbox.server'
import { parseId } from '#src/server/sql.server'
import { outboxCopy } from '#src/shared/outbox'

const PAGE = '/admin-dashboard/outbox'

/** The Outbox page's Retry (docs/decisions/140): admin session and CSRF token, audited, then 303 back. */
export function outboxRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()
  router.use(PAGE, requireAdminPage())
  router.post(`${PAGE}/:id/retry`, requireCsrfToken(), async (req, res) => {
    const id = parseId(req.params.id)
    if (id === null) throw new DomainError('not-found', outboxCopy.gone)
    const actor = req.session.admin!.email
    const outcome = await db.transaction(async (trx) => {
      const retried = await retryMessage(trx, id)
      if (retried !== 'not-found')
        await recordAudit(trx, { actor, action: 'outbox.retry', subject: `outbox message ${id}`, details: { kind: retried.kind } })
      return retried
    })
    setFlash(res, secrets.sessionSecret, { message: outcome === 'not-found' ? outboxCopy.gone : outboxCopy.retried })
    res.redirect(303, PAGE)
  })
  return router
}
