import './blog.css'
import { useData } from 'vike-react/useData'
import { displayLimits } from '../../../src/shared/content/business'
import { formatDate } from '../../../src/shared/format/date'
import { cut } from '../../../src/shared/format/text'
import { blogMessages } from '../../../src/shared/schemas/blog'
import type { Data } from './+data'
import { blogHref } from './format'

function Categories({ counts, active, q }: Pick<Data['listing'], 'counts' | 'q'> & { active: string | null }) {
  return (
    <ul className="blog-cats">
      <li>
        <a href={blogHref({ q })} aria-current={active === null ? 'true' : undefined}>
          <span>All posts</span>
          <span className="blog-count">{counts.reduce((n, c) => n + c.count, 0)}</span>
        </a>
      </li>
      {counts.map((c) => (
        <li key={c.category}>
          <a href={blogHref({ q, category: c.category })} aria-current={active === c.category ? 'true' : undefined}>
            <span>{c.category}</span>
            <span className="blog-count">{c.count}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

export function Page() {
  const { listing } = useData<Data>()
  const { posts, q, category, page, pages, counts, past, total } = listing
  const heading = category ? `${category}` : q ? `Results for “${q}”` : 'Latest articles'
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">Blog</p>
          <h1>Our Blog</h1>
          <p>Plain-language guides on loans, EMIs, credit scores and planning your money.</p>
        </div>
      </section>
      <div className="container blog-layout">
        <div className="blog-main">
          {/* The phone category dropdown closes on a click outside it (docs/product.md §10 Blog): while it is open its
              summary covers the page (blog.css), so that click lands on the summary. No script. */}
          <details className="blog-cat-dropdown">
            <summary>{category ?? 'All categories'}</summary>
            <nav aria-label="Blog categories (menu)">
              <Categories counts={counts} active={category} q={q} />
            </nav>
          </details>
          <div className="blog-list-head">
            <h2>{heading}</h2>
            <p className="blog-total">
              {total} {total === 1 ? 'post' : 'posts'}
            </p>
          </div>
          {posts.length === 0 ? (
            <p className="blog-empty">{blogMessages.empty}</p>
          ) : (
            <ul className="blog-grid">
              {posts.map((post, i) => (
                <li key={post.id}>
                  <a className="blog-card" href={`/single-blog/${post.id}`}>
                    <img src={post.image} alt="" width="640" height="360" loading={i < 3 ? 'eager' : 'lazy'} decoding="async" />
                    <div className="blog-card-body">
                      <p className="blog-card-meta">
                        <span className="blog-badge">{post.category}</span>
                        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                      </p>
                      <h3>{cut(post.title, displayLimits.blogCardTitle)}</h3>
                      <p className="blog-card-excerpt">{`${post.content.slice(0, displayLimits.blogCardExcerpt)}...`}</p>
                    </div>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="blog-pages" aria-label="Blog pages">
              {page > 1 && (
                <a href={blogHref({ q, category, page: page - 1 })} rel="prev">
                  Previous
                </a>
              )}
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <a
                  key={n}
                  href={blogHref({ q, category, page: n })}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                >
                  {n}
                </a>
              ))}
              {page < pages && (
                <a href={blogHref({ q, category, page: page + 1 })} rel="next">
                  Next
                </a>
              )}
            </nav>
          )}
        </div>
        <aside className="blog-side">
          <form method="get" action="/blog" role="search" className="card blog-search">
            <label htmlFor="blog-q">Search the blog</label>
            <div className="blog-search-row">
              <input id="blog-q" name="q" type="search" defaultValue={q} maxLength={100} placeholder="EMI, CIBIL, home loan…" />
              {category && <input type="hidden" name="category" value={category} />}
              <button type="submit" className="btn btn-primary">
                Search
              </button>
            </div>
          </form>
          <nav className="card blog-cat-box" aria-label="Blog categories">
            <h2>Categories</h2>
            <Categories counts={counts} active={category} q={q} />
          </nav>
          <section className="card blog-past" aria-labelledby="past-post">
            <h2 id="past-post">Past Post</h2>
            {past.length === 0 ? (
              <p>{blogMessages.empty}</p>
            ) : (
              <ul>
                {past.map((p) => (
                  <li key={p.id}>
                    <a href={`/single-blog/${p.id}`}>
                      <img src={p.image} alt="" width="96" height="64" loading="lazy" decoding="async" />
                      <span>
                        <span className="blog-past-title">{cut(p.title, displayLimits.blogCardTitle)}</span>
                        <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p className="blog-rss">
            <a href="/blog/rss.xml">RSS feed</a>
          </p>
        </aside>
      </div>
    </>
  )
}
