import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const [overview, twoFactor] = await Promise.all([
    pageContext.services.adminOverview(),
    pageContext.services.twoFactor(pageContext.user!.email),
  ])
  return { overview, twoFactor }
}

export type Data = Awaited<ReturnType<typeof data>>
