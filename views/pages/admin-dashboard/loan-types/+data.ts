import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  return { types: await pageContext.services.loanTypes() }
}

export type Data = Awaited<ReturnType<typeof data>>
