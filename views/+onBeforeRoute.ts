import type { PageContextServer } from 'vike/types'
import { hasTwins, splitLocale } from '#src/shared/i18n/locales'

/**
 * Vike's locale pattern (docs/i18n.md): `/hi/about` routes as `/about`, so every page is written
 * once. The language and its catalogue come with the request (src/server/render.server.ts), so an
 * error page rendered in place of a page keeps them. The admin's area has no twin: `/hi/admin`
 * keeps its prefix and is simply not a page.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const url = new URL(pageContext.urlOriginal, 'http://x')
  const { locale, path } = splitLocale(url.pathname)
  if (locale === 'en' || !hasTwins(path)) return undefined
  return { pageContext: { urlLogical: `${path}${url.search}` } }
}
