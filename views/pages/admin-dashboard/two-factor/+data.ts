import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { twoFactor: await pageContext.services.twoFactor(pageContext.user!.email) }
}

export type Data = Awaited<ReturnType<typeof data>>
