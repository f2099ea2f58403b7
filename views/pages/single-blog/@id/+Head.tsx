import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../../components/JsonLd'
import type { Data } from './+data'

/** BlogPosting structured data for each post. */
export function Head() {
  const { post } = useData<Data>()
  const { origin, site } = usePageContext()
  const url = `${origin}/single-blog/${post.id}`
  return (
    <>
      <meta property="article:published_time" content={post.createdAt} />
      <meta property="article:section" content={post.category} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title.slice(0, 110),
          description: post.content.slice(0, 200),
          image: [`${origin}${post.image}`],
          datePublished: post.createdAt,
          dateModified: post.updatedAt,
          articleSection: post.category,
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
