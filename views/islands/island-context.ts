import type { PageContext } from 'vike/types'

export const islandId = (id: string) => `island-${id}`
export const islandContextId = (id: string) => `island-${id}-context`

/** What an island may read through usePageContext() and useData() in the browser. */
export type IslandContext = Pick<PageContext, 'data' | 'formState' | 'csrfToken' | 'site' | 'user' | 'flash' | 'urlPathname'>

export function islandContext(pageContext: PageContext): IslandContext {
  const { data, formState, csrfToken, site, user, flash, urlPathname } = pageContext
  return { data, formState, csrfToken, site, user, flash, urlPathname }
}
