import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const [overview, twoFactor, mail, today] = await Promise.all([
    pageContext.services.adminOverview(),
    pageContext.services.twoFactor(pageContext.user!.email),
    pageContext.services.outbox.summary(),
    pageContext.services.followUps.counts(),
  ])
  return { overview, twoFactor, mail, today }
}

export type Data = Awaited<ReturnType<typeof data>>
