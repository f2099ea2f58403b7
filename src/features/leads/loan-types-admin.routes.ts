import { Router } from 'express'
import type { FeatureContext } from '../../server/app'
import { recordAudit } from '../../server/audit.server'
import { setFlash } from '../../server/flash.server'
import { renderInvalid } from '../../server/forms.server'
import { HttpError } from '../../server/http-error'
import { requireCsrfToken } from '../../server/middleware/csrf'
import { leadMessages } from '../../shared/schemas/leads'
import { updateLoanTypeTerms } from '../loan-types/loan-types.service'

const PAGE = '/admin-dashboard/loan-types'

/** The loan-type terms form: the same service as the add-loan-details API, so both stay in step. */
export function loanTypesAdminRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()
  router.post(`${PAGE}/:key`, requireCsrfToken(), async (req, res, next) => {
    try {
      const result = await updateLoanTypeTerms(db, req.params.key, req.body)
      if (result.status === 'not-found') throw new HttpError(404, 'No such loan type.')
      if (result.status === 'invalid') {
        req.originalUrl = PAGE
        return await renderInvalid(ctx.render, req, res, next, { form: `loan-type-${req.params.key}`, errors: result.errors })
      }
      const { key, interestRate, repaymentPeriod, prepayment } = result.terms
      await recordAudit(db, { actor: req.session.admin!.email, action: 'loan_type.update', subject: `loan type ${key}`, details: { interestRate, repaymentPeriod, prepayment } })
      await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
      setFlash(res, secrets.sessionSecret, { message: leadMessages.loanTypeSaved, detail: result.terms.name })
      res.redirect(303, `${PAGE}#type-${key}`)
    } catch (err) {
      next(err)
    }
  })
  return router
}
