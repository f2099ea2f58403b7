import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return await pageContext.services.funnel(pageContext.urlParsed.search)
}

export type Data = Awaited<ReturnType<typeof data>>
