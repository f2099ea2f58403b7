import { Router } from 'express'
import type { FeatureContext } from '../../server/context'
import { DomainError } from '../../server/http-error.server'
import { requireAdminApi } from '../../server/middleware/require-admin.server'
import { fieldErrors } from '../../shared/forms'
import { loanTypeKeySchema, loanTypeTermsSchema } from '../../shared/schemas/loan-type-terms'
import { UNKNOWN_LOAN_TYPE, updateLoanTypeTerms } from './loan-types.service.server'

/**
 * POST /api/v1/admin/add-loan-details (docs/product.md §18 JSON API): sets one loan type's displayed
 * terms. Body: { loanType: 'personal' | 'business' | …, interestRate, repaymentPeriod, prepayment }.
 * The apply page's tabs read the same rows, so the change shows there at once.
 */
export function loanTypesApiRoutes(ctx: FeatureContext): Router {
  const { db } = ctx.deps
  const router = Router()
  router.post('/api/v1/admin/add-loan-details', requireAdminApi(db), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const key = loanTypeKeySchema.safeParse(body.loanType ?? body.key)
    if (!key.success) throw new DomainError('not-found', UNKNOWN_LOAN_TYPE)
    const update = loanTypeTermsSchema.safeParse(body)
    if (!update.success)
      return void res.status(400).json({ message: 'Please correct the loan details.', errors: fieldErrors(update.error.issues) })
    const terms = await updateLoanTypeTerms(db, String(res.locals.adminEmail), key.data, update.data)
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    res.json({ message: terms })
  })
  return router
}
