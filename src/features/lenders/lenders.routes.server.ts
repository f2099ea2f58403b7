import { Router, type Request } from 'express'
import type { FeatureContext } from '#src/server/context'
import { setFlash } from '#src/server/flash.server'
import { formRoute, parseInput } from '#src/server/forms.server'
import { DomainError } from '#src/server/http-error.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { lenderMessages as m, lenderSchema, productSchema, removeSchema } from '#src/shared/schemas/lenders'
import * as lenders from './lenders.service.server'

export const LENDERS_PAGE = '/admin-dashboard/lenders'
const lenderPage = (id: number) => `${LENDERS_PAGE}/${id}`
const productPage = (lenderId: number, id: number) => `${lenderPage(lenderId)}/products/${id}`

/** An id from the address; anything else is a page that does not exist. */
function idOf(raw: unknown, message: string): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new DomainError('not-found', message)
  return Number(raw)
}

/** A product's states come as one field per ticked box; one comma-joined field parses, and comes back on a 422. */
function joinStates(req: Request) {
  const body = (req.body ?? {}) as Record<string, unknown>
  const states = body.states
  req.body = { ...body, states: Array.isArray(states) ? states.join(',') : (states ?? '') }
}

interface Done {
  to: string
  message: string
  detail?: string
}

/**
 * The admin's lender pages (docs/decisions/201): add, edit, pause and remove lenders and their
 * products. Plain POST forms behind the /admin-dashboard session guard and the CSRF token: a refusal
 * is the same page with 422, every message under its field and every typed value kept; a change is
 * a 303 with a flash. Every change is in the audit log (the service) and purges the cached public
 * pages that show lenders (docs/decisions/085).
 */
export function lendersRoutes(ctx: FeatureContext): Router {
  const { db, secrets } = ctx.deps
  const router = Router()
  const actor = (req: Request) => req.session.admin!.email

  /** Runs a change; a refusal shows `page` again with 422, a success goes where the change says. */
  function change(form: string, page: (req: Request) => string, run: (req: Request) => Promise<Done>) {
    return formRoute(
      ctx,
      (req) => ({ form, message: m.invalid, urlOriginal: page(req) }),
      async (req, res) => {
        const done = await run(req)
        await ctx.contentChanged()
        setFlash(res, secrets.sessionSecret, { message: done.message, ...(done.detail && { detail: done.detail }) })
        res.redirect(303, done.to)
      },
    )
  }
  const lenderId = (req: Request) => idOf(req.params.id, m.unknownLender)
  const productId = (req: Request) => idOf(req.params.productId, m.unknownProduct)
  /** The product named by the address, refused as not found when it belongs to another lender. */
  async function product(req: Request) {
    const found = await lenders.getProduct(db, productId(req))
    if (found.lender.id !== lenderId(req)) throw new DomainError('not-found', m.unknownProduct)
    return found
  }
  const onLenderPage = (req: Request) => lenderPage(lenderId(req))
  const onProductPage = (req: Request) => productPage(lenderId(req), productId(req))
  const csrf = requireCsrfToken()

  router.post(
    LENDERS_PAGE,
    csrf,
    change(
      'lender-new',
      () => LENDERS_PAGE,
      async (req) => {
        const fields = parseInput(lenderSchema, req.body, m.invalid)
        const id = await lenders.addLender(db, actor(req), fields)
        return { to: lenderPage(id), message: m.added, detail: fields.displayName }
      },
    ),
  )
  router.post(
    `${LENDERS_PAGE}/:id`,
    csrf,
    change('lender-edit', onLenderPage, async (req) => {
      const id = lenderId(req)
      await lenders.getLender(db, id)
      const fields = parseInput(lenderSchema, req.body, m.invalid)
      await lenders.updateLender(db, actor(req), id, fields)
      return { to: lenderPage(id), message: m.saved, detail: fields.displayName }
    }),
  )
  for (const active of [false, true]) {
    router.post(
      `${LENDERS_PAGE}/:id/${active ? 'resume' : 'pause'}`,
      csrf,
      change('lender-active', onLenderPage, async (req) => {
        const name = await lenders.setLenderActive(db, actor(req), lenderId(req), active)
        return { to: onLenderPage(req), message: active ? m.resumed : m.paused, detail: name }
      }),
    )
  }
  router.post(
    `${LENDERS_PAGE}/:id/remove`,
    csrf,
    change('lender-remove', onLenderPage, async (req) => {
      const id = lenderId(req)
      await lenders.getLender(db, id)
      parseInput(removeSchema, req.body, m.invalid)
      const name = await lenders.removeLender(db, actor(req), id)
      return { to: LENDERS_PAGE, message: m.removed, detail: name }
    }),
  )

  router.post(
    `${LENDERS_PAGE}/:id/products`,
    csrf,
    change('product-new', onLenderPage, async (req) => {
      const id = lenderId(req)
      await lenders.getLender(db, id)
      joinStates(req)
      const productId = await lenders.addProduct(db, actor(req), id, parseInput(productSchema, req.body, m.invalid))
      return { to: `${lenderPage(id)}#product-${productId}`, message: m.productAdded }
    }),
  )
  router.post(
    `${LENDERS_PAGE}/:id/products/:productId`,
    csrf,
    change('product-edit', onProductPage, async (req) => {
      const { lender, product: p } = await product(req)
      joinStates(req)
      await lenders.updateProduct(db, actor(req), p.id, parseInput(productSchema, req.body, m.invalid))
      return { to: `${lenderPage(lender.id)}#product-${p.id}`, message: m.productSaved, detail: lender.displayName }
    }),
  )
  for (const active of [false, true]) {
    router.post(
      `${LENDERS_PAGE}/:id/products/:productId/${active ? 'resume' : 'pause'}`,
      csrf,
      change('product-active', onProductPage, async (req) => {
        const { lender, product: p } = await product(req)
        await lenders.setProductActive(db, actor(req), p.id, active)
        return {
          to: `${lenderPage(lender.id)}#product-${p.id}`,
          message: active ? m.productResumed : m.productPaused,
          detail: lender.displayName,
        }
      }),
    )
  }
  router.post(
    `${LENDERS_PAGE}/:id/products/:productId/remove`,
    csrf,
    change('product-remove', onProductPage, async (req) => {
      const { lender, product: p } = await product(req)
      parseInput(removeSchema, req.body, m.invalid)
      await lenders.removeProduct(db, actor(req), p.id)
      return { to: lenderPage(lender.id), message: m.productRemoved, detail: lender.displayName }
    }),
  )
  return router
}
