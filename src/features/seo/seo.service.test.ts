import { describe, expect, test } from 'vitest'
import { robotsTxt, sitemapXml } from './seo.service.server'

describe('sitemap and robots text', () => {
  test('URLs are escaped for XML and optional fields appear only when set', () => {
    const xml = sitemapXml('https://x.example', [
      { path: '/single-blog/a&b', lastmod: '2025-03-14' },
      { path: '/', priority: 1, changefreq: 'weekly' },
    ])
    expect(xml).toContain(
      '<url><loc>https://x.example/single-blog/a&amp;b</loc><lastmod>2025-03-14</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://x.example/single-blog/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://x.example/hi/single-blog/a&amp;b"/></url>',
    )
    expect(xml).toContain('<url><loc>https://x.example/</loc><changefreq>weekly</changefreq><priority>1.0</priority>')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  test('robots.txt names the sitemap on the given origin', () => {
    expect(robotsTxt('https://x.example').split('\n')).toContain('Sitemap: https://x.example/sitemap.xml')
  })
})
