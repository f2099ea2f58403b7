import { usePageContext } from 'vike-react/usePageContext'
import { LOCALES, localizePath, type Locale } from '#src/shared/i18n/locales'

export function useLocale(): Locale {
  return usePageContext().locale
}

/** The page's catalogue (docs/i18n.md). */
export function useMessages() {
  return usePageContext().messages
}

/** A link to one of the site's own pages, in the page's language: href('/about') is /hi/about on Hindi pages. */
export function useHref(): (path: string) => string {
  const locale = useLocale()
  return (path) => localizePath(path, locale)
}

/** The tag that search engines and screen readers use for the page's language. */
export function useHtmlLang(): string {
  return LOCALES[useLocale()].htmlLang
}
