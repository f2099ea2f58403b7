import './blog.css'
import { useData } from 'vike-react/useData'
import type { BlogSummary } from '#src/shared/blog-types'
import { displayLimits } from '#src/shared/content/business'
import { categoryName } from '#src/shared/content/blog-categories'
import { cut } from '#src/shared/format/text'
import { fill } from '#src/shared/i18n/fill'
import { LOCALES, localizePath } from '#src/shared/i18n/locales'
import { plural } from '#src/shared/i18n/plural'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'
import { blogHref, postDate } from './format'

function Categories({ counts, active, q }: Pick<Data['listing'], 'counts' | 'q'> & { active: string | null }) {
  const m = useMessages().blog
  const href = useHref()
  return (
    <ul className="blog-cats">
      <li>
        <a href={href(blogHref({ q }))} aria-current={active === null ? 'true' : undefined}>
          <span>{m.allPosts}</span>
          <span className="blog-count">{counts.reduce((n, c) => n + c.count, 0)}</span>
        </a>
      </li>
      {counts.map((c) => (
        <li key={c.category}>
          <a href={href(blogHref({ q, category: c.category }))} aria-current={active === c.category ? 'true' : undefined}>
            <span>{categoryName(m.categories, c.category)}</span>
            <span className="blog-count">{c.count}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * One post's card. A post in another language than the page (docs/decisions/175) says so with its own
 * `lang` on its title, and shows no excerpt: its heading already tells the visitor what it is.
 */
function Card({ post, eager }: { post: BlogSummary; eager: boolean }) {
  const m = useMessages().blog
  const href = useHref()
  const locale = useLocale()
  const foreign = post.language !== locale
  return (
    <a className="blog-card" href={href(`/single-blog/${post.id}`)}>
      <img src={post.image} alt="" width="640" height="360" loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="blog-card-body">
        <p className="blog-card-meta">
          <span className="blog-badge">{categoryName(m.categories, post.category)}</span>
          <time dateTime={post.createdAt}>{postDate(post.createdAt, locale)}</time>
        </p>
        <h3 lang={foreign ? post.language : undefined}>{cut(post.title, displayLimits.blogCardTitle)}</h3>
        {!foreign && <p className="blog-card-excerpt">{`${post.content.slice(0, displayLimits.blogCardExcerpt)}...`}</p>}
      </div>
    </a>
  )
}

export function Page() {
  const { listing } = useData<Data>()
  const { posts, q, category, counts, total } = listing
  const m = useMessages().blog
  const locale = useLocale()
  const shownCategory = category ? categoryName(m.categories, category) : null
  const heading = shownCategory ?? (q ? fill(m.resultsFor, { q }) : m.latest)
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{m.eyebrow}</p>
          <h1>{m.heading}</h1>
          <p>{m.intro}</p>
        </div>
      </section>
      <div className="container blog-layout">
        <div className="blog-main">
          {/* The phone category dropdown closes on a click outside it (docs/product.md §10 Blog): while it is open its
              summary covers the page (blog.css), so that click lands on the summary. No script. */}
          <details className="blog-cat-dropdown">
            <summary>{shownCategory ?? m.allCategories}</summary>
            <nav aria-label={m.categoriesMenuLabel}>
              <Categories counts={counts} active={category} q={q} />
            </nav>
          </details>
          <div className="blog-list-head">
            <h2>{heading}</h2>
            <p className="blog-total">{fill(plural(locale, total, m.count), { count: total })}</p>
          </div>
          {posts.length === 0 ? (
            <p className="blog-empty">{m.empty}</p>
          ) : (
            <ul className="blog-grid">
              {posts.map((post, i) => (
                <li key={post.id}>
                  <Card post={post} eager={i < 3} />
                </li>
              ))}
            </ul>
          )}
          <Pages />
          <OtherLanguage />
        </div>
        <Side />
      </div>
    </>
  )
}

/** The page numbers, with the previous and next pages, when the list takes more than one page. */
function Pages() {
  const { q, category, page, pages } = useData<Data>().listing
  const m = useMessages().blog
  const href = useHref()
  if (pages <= 1) return null
  return (
    <nav className="blog-pages" aria-label={m.pagesLabel}>
      {page > 1 && (
        <a href={href(blogHref({ q, category, page: page - 1 }))} rel="prev">
          {m.previous}
        </a>
      )}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <a
          key={n}
          href={href(blogHref({ q, category, page: n }))}
          aria-current={n === page ? 'page' : undefined}
          aria-label={fill(m.pageLabel, { n })}
        >
          {n}
        </a>
      ))}
      {page < pages && (
        <a href={href(blogHref({ q, category, page: page + 1 }))} rel="next">
          {m.next}
        </a>
      )}
    </nav>
  )
}

/** The other language's posts that match the same search: only under a heading that names their language (docs/decisions/175). */
function OtherLanguage() {
  const { q, category, others } = useData<Data>().listing
  const m = useMessages().blog
  const locale = useLocale()
  if (others.posts.length === 0) return null
  return (
    <section className="blog-others" aria-labelledby="blog-others-title">
      <div className="blog-list-head">
        <h2 id="blog-others-title">{m.others.heading[others.language]}</h2>
        <p className="blog-total">{fill(plural(locale, others.total, m.count), { count: others.total })}</p>
      </div>
      <p className="blog-others-note">{m.others.note[others.language]}</p>
      <ul className="blog-grid">
        {others.posts.map((post) => (
          <li key={post.id}>
            <Card post={post} eager={false} />
          </li>
        ))}
      </ul>
      {others.total > others.posts.length && (
        <p className="blog-others-all">
          {/* The whole list is the blog in that language, so this one link leaves the page's language. */}
          <a href={localizePath(blogHref({ q, category }), others.language)} hrefLang={LOCALES[others.language].hreflang}>
            {fill(m.others.seeAll[others.language], { count: others.total })}
          </a>
        </p>
      )}
    </section>
  )
}

/** The side column: the search, the categories, the past posts and the RSS feed. */
function Side() {
  const { q, category, counts, past } = useData<Data>().listing
  const m = useMessages().blog
  const href = useHref()
  const locale = useLocale()
  return (
    <aside className="blog-side">
      <form method="get" action={href('/blog')} role="search" className="card blog-search">
        <label htmlFor="blog-q">{m.searchLabel}</label>
        <div className="blog-search-row">
          <input id="blog-q" name="q" type="search" defaultValue={q} maxLength={100} placeholder={m.searchPlaceholder} />
          {category && <input type="hidden" name="category" value={category} />}
          <button type="submit" className="btn btn-primary">
            {m.search}
          </button>
        </div>
      </form>
      <nav className="card blog-cat-box" aria-label={m.categoriesLabel}>
        <h2>{m.categoriesHeading}</h2>
        <Categories counts={counts} active={category} q={q} />
      </nav>
      <section className="card blog-past" aria-labelledby="past-post">
        <h2 id="past-post">{m.pastPosts}</h2>
        {past.length === 0 ? (
          <p>{m.empty}</p>
        ) : (
          <ul>
            {past.map((p) => (
              <li key={p.id}>
                <a href={href(`/single-blog/${p.id}`)}>
                  <img src={p.image} alt="" width="96" height="64" loading="lazy" decoding="async" />
                  <span>
                    <span className="blog-past-title">{cut(p.title, displayLimits.blogCardTitle)}</span>
                    <time dateTime={p.createdAt}>{postDate(p.createdAt, locale)}</time>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="blog-rss">
        <a href={href('/blog/rss.xml')}>{m.rss}</a>
      </p>
    </aside>
  )
}
