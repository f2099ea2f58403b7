import { Router } from 'express'
import type { FeatureContext } from '#src/server/context'
import { ELIGIBILITY_FORM, eligibilityFieldNames } from '#src/shared/loan-tools/inputs'
import { prepaymentCsv, prepaymentCsvName, prepaymentInputs } from './loan-tools.service.server'

const ELIGIBILITY_PATH = '/loan-tools/eligibility'

/** Field names a tool reads are short words; anything else in a body is not ours (and never __proto__). */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/
/** A number typed in a box is never longer; more is garbage, which the page clamps anyway. */
const VALUE_MAX = 100

/** The posted fields as strings, a repeated one by its last value (docs/decisions/090). */
function postedFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fields
  for (const [name, raw] of Object.entries(body)) {
    const last: unknown = Array.isArray(raw) ? raw[raw.length - 1] : raw
    if (FIELD_NAME.test(name) && (typeof last === 'string' || typeof last === 'number')) fields[name] = String(last).slice(0, VALUE_MAX)
  }
  return fields
}

/**
 * GET /loan-tools/prepayment.csv?<the page's query>: the revised schedule the page shows, to download.
 * POST /loan-tools/eligibility: the eligibility form, answered with the page (docs/decisions/091).
 */
export function loanToolsRoutes({ render }: FeatureContext): Router {
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

  // Income and EMIs never travel in a URL: the form posts them and the page is rendered from the
  // body, always 200 (garbage is clamped and the boxes say so). A page with a form state is never
  // stored in the page cache (docs/decisions/085). The cross-site check has already run.
  router.post(ELIGIBILITY_PATH, (req, res, next) =>
    render(req, res, next, { formState: { form: ELIGIBILITY_FORM, values: postedFields(req.body), errors: {} } }),
  )

  // An old link (the page used to be a GET form) still carries them: drop them from the address, so
  // they leave the address bar and no cached page is kept under them. The reverse EMI's fields stay.
  router.get(ELIGIBILITY_PATH, (req, res, next) => {
    const at = req.originalUrl.indexOf('?')
    const query = new URLSearchParams(at < 0 ? '' : req.originalUrl.slice(at + 1))
    if (!eligibilityFieldNames.some((name) => query.has(name))) return next()
    for (const name of eligibilityFieldNames) query.delete(name)
    const rest = query.toString()
    res.redirect(301, rest === '' ? ELIGIBILITY_PATH : `${ELIGIBILITY_PATH}?${rest}`)
  })
  return router
}
