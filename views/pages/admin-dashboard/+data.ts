import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { overview: await pageContext.services.adminOverview() }
}

export type Data = Awaited<ReturnType<typeof data>>
