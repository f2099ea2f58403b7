import { usePageContext } from 'vike-react/usePageContext'
import { LOCALES, locales, localizePath } from '#src/shared/i18n/locales'
import { queryRead } from '#src/shared/query-keys'

/**
 * A link to this same page in each other language, named in that language, with the query keys the
 * page reads (its +queryKeys.ts), so a calculator's figures come along; no other key, so a page kept in
 * the cache never carries one visitor's stray query to the next. A plain link: no script, no cookie,
 * no redirect (docs/i18n.md).
 */
export function LanguageLinks() {
  const { locale, urlPathname, urlParsed, messages, config } = usePageContext()
  const read = queryRead(urlParsed.searchOriginal?.slice(1) ?? '', config.queryKeys).toString()
  const search = read ? `?${read}` : ''
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
