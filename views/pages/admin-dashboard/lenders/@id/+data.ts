import type { PageContextServer } from 'vike/types'
import { found, idParam } from '../lender-data'

export async function data(pageContext: PageContextServer) {
  const id = idParam(pageContext.routeParams.id, 'Lender')
  return { lender: found(await pageContext.services.lenders.one(id), 'Lender') }
}

export type Data = Awaited<ReturnType<typeof data>>
