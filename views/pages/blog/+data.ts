import type { PageContextServer } from 'vike/types'
import type { BlogListing } from '#src/shared/blog-types'
import { blogCategories } from '#src/shared/content/blog-categories'

// Search, category and page come from the query string, so they work without script (GET ?q=).
// The page's language chooses which posts it lists first; the other language's follow under their own
// heading (docs/decisions/175). docs/product.md §19 Errors and success messages: when the posts cannot
// be read the list stays empty and says 'No Blogs available'.
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const page = Number.parseInt(search.page ?? '1', 10)
  const language = pageContext.locale
  try {
    return {
      listing: await pageContext.services.blogListing({
        q: search.q,
        category: search.category,
        page: Number.isFinite(page) ? page : 1,
        language,
      }),
    }
  } catch {
    const listing: BlogListing = {
      language,
      posts: [],
      total: 0,
      page: 1,
      pages: 1,
      q: search.q ?? '',
      category: null,
      others: { language: language === 'en' ? 'hi' : 'en', posts: [], total: 0 },
      counts: blogCategories.map((category) => ({ category, count: 0 })),
      past: [],
    }
    return { listing }
  }
}

export type Data = Awaited<ReturnType<typeof data>>
