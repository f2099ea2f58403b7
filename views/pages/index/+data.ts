import type { PageContextServer } from 'vike/types'
import type { BlogSummary } from '#src/shared/blog-types'
import { displayLimits } from '#src/shared/content/business'
import type { PublicLender } from '#src/shared/content/lenders'
import { formatDate } from '#src/shared/format/date'
import { cut } from '#src/shared/format/text'
import type { Locale } from '#src/shared/i18n/locales'

export interface TeaserPost {
  id: string
  title: string
  excerpt: string
  category: string
  image: string
  date: string
  /** The post's language: the teaser marks a post in another language than the page (docs/decisions/175). */
  language: BlogSummary['language']
}

// Only what the cards show goes to the browser, not whole posts (content can be 50,000 characters).
function teaserOf(post: BlogSummary, locale: Locale): TeaserPost {
  return {
    id: post.id,
    title: cut(post.title, displayLimits.blogCardTitle),
    excerpt: cut(post.content, displayLimits.blogCardExcerpt),
    category: post.category,
    image: post.image || '/images/blog-default.webp',
    date: formatDate(post.createdAt, locale),
    language: post.language,
  }
}

// The teaser is server-rendered. When the posts cannot be read it says 'Loading Blogs', as the
// original did while its request was pending (docs/product.md §4 Home), and the rest of the home page still renders.
export async function data(pageContext: PageContextServer) {
  // The lender strip: the active lenders, the one list /disclosures shows too (docs/decisions/201).
  const lenders = await pageContext.services.lenders.shown().catch(() => [] as PublicLender[])
  try {
    const posts = await pageContext.services.latestPosts(displayLimits.homeTeaser, pageContext.locale)
    return { lenders, posts: posts.slice(0, displayLimits.homeTeaser).map((post) => teaserOf(post, pageContext.locale)), failed: false }
  } catch {
    return { lenders, posts: [] as TeaserPost[], failed: true }
  }
}

export type Data = Awaited<ReturnType<typeof data>>
