import { usePageContext } from 'vike-react/usePageContext'
import { DEFAULT_LOCALE, LOCALES, hasTwins, locales, localizePath } from '#src/shared/i18n/locales'
import { financialService } from '#src/shared/structured-data'
import { JsonLd } from '../components/JsonLd'

export function Head() {
  const { origin, urlPathname, site, locale } = usePageContext()
  const url = (l: typeof locale) => `${origin}${localizePath(urlPathname, l)}`
  // Blog posts set their own og:image and twitter:card through +image (views/pages/single-blog/@id).
  const ownImage = urlPathname.startsWith('/single-blog/')
  return (
    <>
      <meta name="theme-color" content="#0f3d91" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={url(locale)} />
      {/* The page in every language, and which one a search engine shows when none fits (docs/i18n.md). */}
      {hasTwins(urlPathname) &&
        [...locales, 'x-default' as const].map((l) => (
          <link
            key={l}
            rel="alternate"
            hrefLang={l === 'x-default' ? l : LOCALES[l].hreflang}
            href={url(l === 'x-default' ? DEFAULT_LOCALE : l)}
          />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:locale" content={LOCALES[locale].ogLocale} />
      <meta property="og:url" content={url(locale)} />
      {!ownImage && <meta property="og:image" content={`${origin}/images/og.png`} />}
      {!ownImage && <meta name="twitter:card" content="summary_large_image" />}
      <JsonLd data={financialService(site, origin)} />
    </>
  )
}
