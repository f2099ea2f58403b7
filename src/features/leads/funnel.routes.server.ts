import { Router } from 'express'
import type { FeatureContext } from '#src/server/context'
import { requireAdminPage } from '#src/server/middleware/require-admin.server'
import { FUNNEL_CSV_PATH } from '#src/shared/funnel'
import { funnelCsv, funnelPage } from './funnel.service.server'

/**
 * The funnel's CSV (docs/decisions/232): the page's figures for the same ?from= and ?to=, so the page
 * links to it with a plain GET. It holds counts and sums only, no person's data; the admin session only.
 */
export function funnelRoutes(ctx: FeatureContext): Router {
  const { db } = ctx.deps
  const router = Router()
  router.get(FUNNEL_CSV_PATH, requireAdminPage(), async (req, res) => {
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
    const { funnel } = await funnelPage(db, { from: text(req.query.from), to: text(req.query.to) })
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="funnel-${funnel.from}-to-${funnel.to}.csv"`)
    res.send(funnelCsv(funnel))
  })
  return router
}
