import type { BlogSummary } from '../../shared/blog-types'
import { cut, escapeMarkup as esc } from '../../shared/format/text'

/** RSS 2.0 of the newest posts. Content is plain text, so it is escaped, never passed through as HTML. */
export function rssXml(origin: string, brand: string, posts: BlogSummary[]): string {
  const items = posts.map((p) => {
    const link = `${origin}/single-blog/${p.id}`
    return [
      '    <item>',
      `      <title>${esc(p.title)}</title>`,
      `      <link>${esc(link)}</link>`,
      `      <guid isPermaLink="true">${esc(link)}</guid>`,
      `      <category>${esc(p.category)}</category>`,
      `      <pubDate>${new Date(p.createdAt).toUTCString()}</pubDate>`,
      `      <description>${esc(cut(p.content, 300))}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${esc(`${brand} Blog`)}</title>`,
    `    <link>${esc(`${origin}/blog`)}</link>`,
    `    <atom:link href="${esc(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    '    <description>Guides on loans, credit and money from our team.</description>',
    '    <language>en-IN</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
