import type { PageContextServer } from 'vike/types'
import { readTenure } from '#src/shared/offers/match'

// The offers of the application the request's offers pass names (docs/decisions/220): read fresh at
// each look, from the snapshot kept at the first. Without a live pass, the page says how to get one.
export async function data(pageContext: PageContextServer) {
  const asked = readTenure(pageContext.urlParsed.search.tenure)
  const view = await pageContext.services.offers.view(pageContext.headers?.cookie, asked.tenure)
  return { view, tenure: asked.tenure, invalidTenure: asked.invalid }
}

export type Data = Awaited<ReturnType<typeof data>>
