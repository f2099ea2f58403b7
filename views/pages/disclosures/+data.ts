import type { PageContextServer } from 'vike/types'

// The lenders come from the database, the one list the admin edits (docs/decisions/201).
export async function data(pageContext: PageContextServer) {
  return { lenders: await pageContext.services.lenders.shown() }
}

export type Data = Awaited<ReturnType<typeof data>>
