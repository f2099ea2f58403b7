import type { BlogSummary } from '#src/shared/blog-types'
import { categoryName } from '#src/shared/content/blog-categories'
import { cut, escapeMarkup as esc } from '#src/shared/format/text'
import { catalogues } from '#src/shared/i18n'
import { fill } from '#src/shared/i18n/fill'
import { LOCALES, localizePath, type Locale } from '#src/shared/i18n/locales'

/**
 * RSS 2.0 of the newest posts in one language: /blog/rss.xml the English ones, /hi/blog/rss.xml the
 * Hindi ones, as a feed has one language (docs/decisions/175). Content is plain text, so it is escaped,
 * never passed through as HTML.
 */
export function rssXml(origin: string, brand: string, posts: BlogSummary[], locale: Locale = 'en'): string {
  const words = catalogues[locale].blog.rssFeed
  const at = (path: string) => `${origin}${localizePath(path, locale)}`
  const items = posts.map((p) => {
    const link = at(`/single-blog/${p.id}`)
    return [
      '    <item>',
      `      <title>${esc(p.title)}</title>`,
      `      <link>${esc(link)}</link>`,
      `      <guid isPermaLink="true">${esc(link)}</guid>`,
      `      <category>${esc(categoryName(catalogues[locale].blog.categories, p.category))}</category>`,
      `      <pubDate>${new Date(p.createdAt).toUTCString()}</pubDate>`,
      `      <description>${esc(cut(p.content, 300))}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${esc(fill(words.title, { brand }))}</title>`,
    `    <link>${esc(at('/blog'))}</link>`,
    `    <atom:link href="${esc(at('/blog/rss.xml'))}" rel="self" type="application/rss+xml" />`,
    `    <description>${esc(words.description)}</description>`,
    `    <language>${LOCALES[locale].hreflang}</language>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
