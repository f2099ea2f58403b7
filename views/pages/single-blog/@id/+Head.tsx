import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { categoryName } from '#src/shared/content/blog-categories'
import { LOCALES } from '#src/shared/i18n/locales'
import { JsonLd } from '#views/components/JsonLd'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'

/** BlogPosting structured data for each post, in the post's own language (docs/decisions/175). */
export function Head() {
  const { post } = useData<Data>()
  const { origin, site } = usePageContext()
  const href = useHref()
  const section = categoryName(useMessages().blog.categories, post.category)
  const url = `${origin}${href(`/single-blog/${post.id}`)}`
  return (
    <>
      <meta property="article:published_time" content={post.createdAt} />
      <meta property="article:section" content={section} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title.slice(0, 110),
          description: post.content.slice(0, 200),
          inLanguage: LOCALES[post.language].hreflang,
          image: [`${origin}${post.image}`],
          datePublished: post.createdAt,
          dateModified: post.updatedAt,
          articleSection: section,
          keywords: post.tag,
          mainEntityOfPage: url,
          url,
          author: { '@type': 'Organization', name: site.brandName, url: origin },
          publisher: {
            '@type': 'Organization',
            name: site.brandName,
            logo: { '@type': 'ImageObject', url: `${origin}/images/icon-512.png` },
          },
        }}
      />
    </>
  )
}
