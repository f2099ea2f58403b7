import { Router, type Request, type Response } from 'express'
import type { FeatureContext } from '#src/server/context'
import { setFlash } from '#src/server/flash.server'
import { formRoute, parseInput } from '#src/server/forms.server'
import { DomainError } from '#src/server/http-error.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { wantsJson } from '#src/server/middleware/errors.server'
import { requireAdminApi } from '#src/server/middleware/require-admin.server'
import { isLoanTypeKey } from '#src/shared/content/after-submit'
import type { LoanTypeKey } from '#src/shared/content/loan-types'
import { leadMessages } from '#src/shared/schemas/leads'
import { loanTypeTermsSchema } from '#src/shared/schemas/loan-type-terms'
import { UNKNOWN_LOAN_TYPE, updateLoanTypeTerms } from './loan-types.service.server'

const PAGE = '/admin-dashboard/loan-types'
const LOAN_TYPES_API = '/api/v1/admin/add-loan-details'

/**
 * A loan type's displayed terms, from the admin's form on the loan-types page and from
 * POST /api/v1/admin/add-loan-details (docs/product.md §18 JSON API). One handler for both
 * (docs/decisions/127, 183): the same schema, service, audit and cache purge; HTML to the form
 * (422 with the typed values, or 303 with a flash), JSON to the API (400 with the field errors, or
 * 200 with the saved terms). Each path keeps its own guard: the form has the admin session (the
 * /admin-dashboard guard) and the CSRF token, the API a bearer token or the session and the CSRF token.
 * The API's body names the type: { loanType: 'personal' | 'business' | …, interestRate, repaymentPeriod,
 * prepayment }; the form's address does. The apply page's tabs read the same rows, so a change shows there at once.
 */
/** The loan type the address or the body names; any other is a page that does not exist. */
function keyOf(req: Request): LoanTypeKey {
  const body = (req.body ?? {}) as Record<string, unknown>
  const key = req.params.key ?? body.loanType ?? body.key
  if (!isLoanTypeKey(key)) throw new DomainError('not-found', UNKNOWN_LOAN_TYPE)
  return key
}

export function loanTypesRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()

  // 400 and the field errors to JSON, the page with 422 to the form: one answer decides (docs/decisions/184).
  const termsForm = (req: Request) => ({ form: `loan-type-${keyOf(req)}`, urlOriginal: PAGE })

  async function saveTerms(req: Request, res: Response) {
    const key = keyOf(req)
    const update = parseInput(loanTypeTermsSchema, req.body ?? {}, 'Please correct the loan details.')
    // requireAdminApi names the admin of a token or a session; the form's guard is the session itself.
    const actor = String(res.locals.adminEmail ?? req.session.admin!.email)
    const terms = await updateLoanTypeTerms(db, actor, key, update)
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    if (wantsJson(req)) return void res.json({ message: terms })
    setFlash(res, secrets.sessionSecret, { message: leadMessages.loanTypeSaved, detail: terms.name })
    res.redirect(303, `${PAGE}#type-${key}`)
  }

  router.post(`${PAGE}/:key`, requireCsrfToken(), formRoute(ctx, termsForm, saveTerms))
  router.post(LOAN_TYPES_API, requireAdminApi(db), formRoute(ctx, termsForm, saveTerms))
  return router
}
