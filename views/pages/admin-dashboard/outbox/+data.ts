import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { outbox: await pageContext.services.outbox.list() }
}

export type Data = Awaited<ReturnType<typeof data>>
