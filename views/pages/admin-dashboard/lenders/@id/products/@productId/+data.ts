import type { PageContextServer } from 'vike/types'
import { found, idParam } from '#views/pages/admin-dashboard/lenders/lender-data'

export async function data(pageContext: PageContextServer) {
  const lenderId = idParam(pageContext.routeParams.id, 'Lender')
  const id = idParam(pageContext.routeParams.productId, 'Product')
  const read = await pageContext.services.lenders.product(id)
  // A product is reached only under its own lender's address.
  return found(read && read.lender.id === lenderId ? read : null, 'Product')
}

export type Data = Awaited<ReturnType<typeof data>>
