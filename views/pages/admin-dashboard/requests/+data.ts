import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { queue: await pageContext.services.leads.requests(pageContext.urlParsed.search) }
}

export type Data = Awaited<ReturnType<typeof data>>
