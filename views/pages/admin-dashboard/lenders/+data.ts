import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { lenders: await pageContext.services.lenders.all() }
}

export type Data = Awaited<ReturnType<typeof data>>
