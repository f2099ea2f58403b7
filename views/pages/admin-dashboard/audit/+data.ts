import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { audit: await pageContext.services.leads.audit(pageContext.urlParsed.search) }
}

export type Data = Awaited<ReturnType<typeof data>>
