import { Router } from 'express'
import type { FeatureContext } from '../../server/context'
import { setFlash } from '../../server/flash.server'
import { renderInvalid } from '../../server/forms.server'
import { DomainError } from '../../server/http-error.server'
import { requireCsrfToken } from '../../server/middleware/csrf.server'
import { leadMessages } from '../../shared/schemas/leads'
import { loanTypeKeySchema, loanTypeTermsSchema } from '../../shared/schemas/loan-type-terms'
import { UNKNOWN_LOAN_TYPE, updateLoanTypeTerms } from './loan-types.service.server'

const PAGE = '/admin-dashboard/loan-types'

/** The loan-type terms form: the same schema and service as the add-loan-details API, so both stay in step. */
export function loanTypesAdminRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()
  router.post(`${PAGE}/:key`, requireCsrfToken(), async (req, res, next) => {
    const key = loanTypeKeySchema.safeParse(req.params.key)
    if (!key.success) throw new DomainError('not-found', UNKNOWN_LOAN_TYPE)
    const update = loanTypeTermsSchema.safeParse(req.body ?? {})
    if (!update.success) {
      return renderInvalid(ctx.render, req, res, next, { form: `loan-type-${key.data}`, issues: update.error.issues, urlOriginal: PAGE })
    }
    const terms = await updateLoanTypeTerms(db, req.session.admin!.email, key.data, update.data)
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    setFlash(res, secrets.sessionSecret, { message: leadMessages.loanTypeSaved, detail: terms.name })
    res.redirect(303, `${PAGE}#type-${key.data}`)
  })
  return router
}
