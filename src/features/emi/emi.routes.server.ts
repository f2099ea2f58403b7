import { Router } from 'express'
import type { FeatureContext } from '#src/server/context'
import { clampEmiInputs, computeEmi } from '#src/shared/emi'
import { scheduleCsv, scheduleFileName } from './emi.service.server'

/** GET /emi-calculator/schedule.csv?amount=…&rate=…&tenure=…: the page's monthly schedule to download. */
export function emiRoutes(_ctx: FeatureContext): Router {
  const router = Router()
  router.get('/emi-calculator/schedule.csv', (req, res) => {
    // Any query gives a file: the same clamping as the page, so garbage never becomes a 500.
    const result = computeEmi(clampEmiInputs(req.query as Record<string, unknown>))
    res
      .type('text/csv; charset=utf-8')
      .attachment(scheduleFileName(result.inputs))
      .set('Cache-Control', 'public, max-age=3600')
      .send(scheduleCsv(result))
  })
  return router
}
