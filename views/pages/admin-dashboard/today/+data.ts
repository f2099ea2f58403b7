import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { today: await pageContext.services.followUps.today() }
}

export type Data = Awaited<ReturnType<typeof data>>
