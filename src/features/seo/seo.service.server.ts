import { escapeMarkup } from '#src/shared/format/text'
// What search engines are told: the sitemap's URL list and robots.txt. Plain functions so the
// routes stay thin and the lists can be tested without a server.
import { loanTools, loanToolsHref } from '#src/shared/content/loan-tools-nav'
import { serviceSlugs } from '#src/shared/content/services'
import type { PageServices } from '#src/shared/page-services'
import { LOCALES, locales, localizePath, splitLocale } from '#src/shared/i18n/locales'

export interface SitemapEntry {
  /** Path on this site, starting with '/'. */
  path: string
  /** ISO date of the last change, when known (blog posts). */
  lastmod?: string
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority?: number
}

/** The public pages that never change address. Admin pages and form endpoints stay out. */
const staticPages: SitemapEntry[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/apply-now', changefreq: 'monthly', priority: 0.9 },
  { path: '/emi-calculator', changefreq: 'monthly', priority: 0.9 },
  { path: loanToolsHref, changefreq: 'monthly', priority: 0.8 },
  ...loanTools.map((t): SitemapEntry => ({ path: t.href, changefreq: 'monthly', priority: 0.8 })),
  { path: '/service-details', changefreq: 'monthly', priority: 0.8 },
  ...serviceSlugs.map((slug): SitemapEntry => ({ path: `/services/${slug}`, changefreq: 'monthly', priority: 0.8 })),
  { path: '/about', changefreq: 'monthly', priority: 0.7 },
  { path: '/contact-us', changefreq: 'yearly', priority: 0.7 },
  { path: '/blog', changefreq: 'daily', priority: 0.7 },
  { path: '/termsandcondition', changefreq: 'yearly', priority: 0.3 },
  { path: '/privacypolicy', changefreq: 'yearly', priority: 0.3 },
  { path: '/disclosures', changefreq: 'yearly', priority: 0.3 },
  { path: '/how-we-match', changefreq: 'yearly', priority: 0.3 },
  { path: '/is-this-us', changefreq: 'yearly', priority: 0.5 },
]

/**
 * Every URL the sitemap lists, in one place. Blog posts join this list through a PageServices
 * call when the blog feature provides one (issue 7); that is why it is async and takes services.
 */
export async function sitemapEntries(services: PageServices): Promise<SitemapEntry[]> {
  const posts = await services.sitemapPosts()
  const pages = [
    ...staticPages,
    ...posts.map((p): SitemapEntry => ({
      path: `/single-blog/${p.id}`,
      lastmod: p.updatedAt.slice(0, 10),
      changefreq: 'monthly',
      priority: 0.6,
    })),
  ]
  // Every page in every language (docs/i18n.md); sitemapXml names each entry's twins.
  return locales.flatMap((locale) => pages.map((e) => ({ ...e, path: localizePath(e.path, locale) })))
}

/** The `<xhtml:link>` twins of a page in every language, so a search engine pairs them. */
function alternates(origin: string, path: string): string {
  const { path: logical } = splitLocale(path)
  return locales
    .map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALES[l].hreflang}" href="${escapeMarkup(origin + localizePath(logical, l))}"/>`)
    .join('')
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const fields = [`<loc>${escapeMarkup(origin + e.path)}</loc>`]
    if (e.lastmod) fields.push(`<lastmod>${escapeMarkup(e.lastmod)}</lastmod>`)
    if (e.changefreq) fields.push(`<changefreq>${e.changefreq}</changefreq>`)
    if (e.priority !== undefined) fields.push(`<priority>${e.priority.toFixed(1)}</priority>`)
    fields.push(alternates(origin, e.path))
    return `  <url>${fields.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read every public page; the admin area and the API are not for search results. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin-dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
