import type { PageContextServer } from 'vike/types'
import { catalogues } from '../src/shared/i18n'
import { hasTwins, splitLocale } from '../src/shared/i18n/locales'

/**
 * Vike's locale pattern (docs/i18n.md): `/hi/about` routes as `/about`, with `locale` 'hi' and that
 * language's catalogue, so every page is written once. The admin's area has no twin: `/hi/admin`
 * keeps its prefix and is simply not a page.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const url = new URL(pageContext.urlOriginal, 'http://x')
  const split = splitLocale(url.pathname)
  const locale = hasTwins(split.path) ? split.locale : 'en'
  const logical = locale === 'en' ? {} : { urlLogical: `${split.path}${url.search}` }
  return { pageContext: { locale, messages: catalogues[locale], ...logical } }
}
