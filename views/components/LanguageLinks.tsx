import { usePageContext } from 'vike-react/usePageContext'
import { LOCALES, locales, localizePath } from '#src/shared/i18n/locales'

/**
 * A link to this same page in each other language, named in that language, query string kept, so a
 * calculator's figures come along. A plain link: no script, no cookie, no redirect (docs/i18n.md).
 */
export function LanguageLinks() {
  const { locale, urlPathname, urlParsed, messages } = usePageContext()
  const search = urlParsed.searchOriginal ?? ''
  return locales
    .filter((other) => other !== locale)
    .map((other) => (
      <a
        key={other}
        className="language-link"
        href={localizePath(`${urlPathname}${search}`, other)}
        hrefLang={LOCALES[other].hreflang}
        lang={LOCALES[other].htmlLang}
        title={messages.common.otherLanguage}
      >
        {LOCALES[other].label}
      </a>
    ))
}
