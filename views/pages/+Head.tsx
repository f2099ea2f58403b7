import { usePageContext } from 'vike-react/usePageContext'
import { financialService } from '../../src/shared/structured-data'
import { JsonLd } from '../components/JsonLd'

export function Head() {
  const { origin, urlPathname, site } = usePageContext()
  // Blog posts set their own og:image and twitter:card through +image (views/pages/single-blog/@id).
  const ownImage = urlPathname.startsWith('/single-blog/')
  return (
    <>
      <meta name="theme-color" content="#0f3d91" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={`${origin}${urlPathname}`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:url" content={`${origin}${urlPathname}`} />
      {!ownImage && <meta property="og:image" content={`${origin}/images/og.png`} />}
      {!ownImage && <meta name="twitter:card" content="summary_large_image" />}
      <JsonLd data={financialService(site, origin)} />
    </>
  )
}
