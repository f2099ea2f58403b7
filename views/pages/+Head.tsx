import { usePageContext } from 'vike-react/usePageContext'

export function Head() {
  const { origin, urlPathname } = usePageContext()
  return (
    <>
      <meta name="theme-color" content="#0f3d91" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={`${origin}${urlPathname}`} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={`${origin}${urlPathname}`} />
      <meta property="og:image" content={`${origin}/images/og.png`} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
