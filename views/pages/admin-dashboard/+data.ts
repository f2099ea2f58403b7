import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const [overview, twoFactor, mail] = await Promise.all([
    pageContext.services.adminOverview(),
    pageContext.services.twoFactor(pageContext.user!.email),
    pageContext.services.outbox.summary(),
  ])
  return { overview, twoFactor, mail }
}

export type Data = Awaited<ReturnType<typeof data>>
