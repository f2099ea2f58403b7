import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const [overview, mail] = await Promise.all([pageContext.services.adminOverview(), pageContext.services.outbox.summary()])
  return { overview, mail }
}

export type Data = Awaited<ReturnType<typeof data>>
