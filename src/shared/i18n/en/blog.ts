// The public blog's words: /blog, /single-blog/:id, and the language marks of the home page's teaser
// (docs/product.md §10 Blog, docs/decisions/175). The admin's blog pages stay in English and keep
// their texts in src/shared/schemas/blog.ts, which this part quotes rather than copies.
import { blogCategories, type BlogCategory } from '#src/shared/content/blog-categories'
import { blogMessages, postNotFound } from '#src/shared/schemas/blog'

export default {
  title: 'Our Blog · Loan Partner',
  description:
    'Plain-language guides on personal, home, business and car loans, EMIs, credit scores and planning your money, from the Loan Partner team.',
  eyebrow: 'Blog',
  heading: 'Our Blog',
  intro: 'Plain-language guides on loans, EMIs, credit scores and planning your money.',
  /** The names of the fixed categories, as the visitor reads them; the stored value stays the English name. */
  categories: Object.fromEntries(blogCategories.map((c) => [c, c])) as Record<BlogCategory, string>,
  allPosts: 'All posts',
  allCategories: 'All categories',
  categoriesMenuLabel: 'Blog categories (menu)',
  categoriesLabel: 'Blog categories',
  categoriesHeading: 'Categories',
  latest: 'Latest articles',
  resultsFor: 'Results for “{q}”',
  count: { one: '{count} post', other: '{count} posts' },
  empty: blogMessages.empty as string,
  pagesLabel: 'Blog pages',
  previous: 'Previous',
  next: 'Next',
  pageLabel: 'Page {n}',
  searchLabel: 'Search the blog',
  searchPlaceholder: 'EMI, CIBIL, home loan…',
  search: 'Search',
  pastPosts: 'Past Post',
  rss: 'RSS feed',
  /** The other language's posts on a list page, under their own heading (docs/decisions/175). */
  others: {
    heading: { en: 'Posts in English', hi: 'Posts in Hindi' },
    note: { en: 'These posts are written in English.', hi: 'These posts are written in Hindi.' },
    seeAll: { en: 'All {count} posts in English', hi: 'All {count} posts in Hindi' },
  },
  /** A mark on a post written in another language than the page (the home page's teaser, a post's page). */
  inLanguage: { en: 'In English', hi: 'In Hindi' },
  postInLanguage: { en: 'This post is written in English.', hi: 'This post is written in Hindi.' },
  post: {
    back: '← All posts',
    titleFallback: blogMessages.titleFallback as string,
    contentFallback: blogMessages.contentFallback as string,
    /** The browser tab's title: the post's, then the brand's blog. */
    documentTitle: '{title} · {brand} Blog',
    cta: 'Ready to compare loan offers?',
  },
  notFound: { title: postNotFound.title, text: postNotFound.text, link: postNotFound.link.label },
  rssFeed: { title: '{brand} Blog', description: 'Guides on loans, credit and money from our team.' },
} as const
