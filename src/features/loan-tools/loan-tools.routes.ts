import { Router } from 'express'
import type { FeatureContext } from '../../server/app'
import { prepaymentCsv, prepaymentCsvName, prepaymentInputs } from './loan-tools.service'

/** GET /loan-tools/prepayment.csv?<the page's query>: the revised schedule the page shows, to download. */
export function loanToolsRoutes(_ctx: FeatureContext): Router {
  const router = Router()
  router.get('/loan-tools/prepayment.csv', (req, res) => {
    // Any query gives a file: the page's own clamping, so garbage never becomes a 500.
    const inputs = prepaymentInputs(req.query as Record<string, unknown>)
    res
      .type('text/csv; charset=utf-8')
      .attachment(prepaymentCsvName(inputs))
      .set('Cache-Control', 'public, max-age=3600')
      .send(prepaymentCsv(inputs))
  })
  return router
}
