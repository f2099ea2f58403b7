import type { PageContext } from 'vike/types'
import type { Messages } from '#src/shared/i18n'

export const islandId = (id: string) => `island-${id}`
export const islandContextId = (id: string) => `island-${id}-context`

/** What an island may read through usePageContext() and useData() in the browser. */
export type IslandContext = Pick<PageContext, 'data' | 'formState' | 'csrfToken' | 'site' | 'user' | 'flash' | 'urlPathname' | 'locale'> & {
  messages: Partial<Messages>
}

/** `parts`: the parts of the catalogue the island reads; only those travel, never the whole catalogue. */
export function islandContext(pageContext: PageContext, parts: readonly (keyof Messages)[] = []): IslandContext {
  const { data, formState, csrfToken, site, user, flash, urlPathname, locale } = pageContext
  const messages = Object.fromEntries(parts.map((part) => [part, pageContext.messages[part]]))
  return { data, formState, csrfToken, site, user, flash, urlPathname, locale, messages }
}
