import type { PageContextServer } from 'vike/types'
import { adminBase } from '../../admin-data'

export async function data(pageContext: PageContextServer) {
  const lead = await pageContext.services.leads.application(pageContext.routeParams.id ?? '')
  return { ...adminBase(pageContext), lead, ...(lead ? {} : { httpStatus: 404 }) }
}

export type Data = Awaited<ReturnType<typeof data>>
