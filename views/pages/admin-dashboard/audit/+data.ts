import type { PageContextServer } from 'vike/types'
import { adminBase } from '../admin-data'

export async function data(pageContext: PageContextServer) {
  return { ...adminBase(pageContext), audit: await pageContext.services.leads.audit(pageContext.urlParsed.search) }
}

export type Data = Awaited<ReturnType<typeof data>>
