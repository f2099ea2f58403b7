import { Router } from 'express'
import type { FeatureContext } from '../../server/app'
import { recordAudit } from '../../server/audit.server'
import { HttpError } from '../../server/http-error'
import { requireAdminApi } from '../../server/middleware/require-admin'
import { updateLoanTypeTerms } from './loan-types.service'

/**
 * POST /api/v1/admin/add-loan-details (docs/product.md §18 JSON API): sets one loan type's displayed
 * terms. Body: { loanType: 'personal' | 'business' | …, interestRate, repaymentPeriod, prepayment }.
 * The apply page's tabs read the same rows, so the change shows there at once.
 */
export function loanTypesApiRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()
  router.post('/api/v1/admin/add-loan-details', requireAdminApi(secrets.sessionSecret), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const key = body.loanType ?? body.key
    const result = await updateLoanTypeTerms(db, key, body)
    if (result.status === 'not-found') throw new HttpError(404, 'Unknown loan type. Use one of: personal, business, home, car, overdraft, credit-card.')
    if (result.status === 'invalid') return void res.status(400).json({ message: 'Please correct the loan details.', errors: result.errors })
    const { interestRate, repaymentPeriod, prepayment } = result.terms
    await recordAudit(db, { actor: String(res.locals.adminEmail), action: 'loan_type.update', subject: `loan type ${result.terms.key}`, details: { interestRate, repaymentPeriod, prepayment } })
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    res.json({ message: result.terms })
  })
  return router
}
