import type { PageContextServer } from 'vike/types'
import { adminBase } from '../admin-data'

export async function data(pageContext: PageContextServer) {
  return { ...adminBase(pageContext), list: await pageContext.services.leads.enquiries(pageContext.urlParsed.search) }
}

export type Data = Awaited<ReturnType<typeof data>>
