import type { PageContextServer } from 'vike/types'
import { adminBase, leadFilters } from '../admin-data'

export async function data(pageContext: PageContextServer) {
  return { ...adminBase(pageContext), list: await pageContext.services.leads.enquiries(leadFilters(pageContext)) }
}

export type Data = Awaited<ReturnType<typeof data>>
