import type { PageContextServer } from 'vike/types'
import { leadFilters } from '../admin-data'

export async function data(pageContext: PageContextServer) {
  return { list: await pageContext.services.leads.enquiries(leadFilters(pageContext)) }
}

export type Data = Awaited<ReturnType<typeof data>>
