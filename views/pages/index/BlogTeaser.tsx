import { useData } from 'vike-react/useData'
import { categoryName } from '#src/shared/content/blog-categories'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'

export function BlogTeaser() {
  const { posts, failed } = useData<Data>()
  const words = useMessages().home.blogTeaser
  const href = useHref()
  // Posts in the page's language come first; one in the other language says so (docs/decisions/175).
  const locale = useLocale()
  const { categories, inLanguage } = useMessages().blog
  return (
    <section className="section blog-teaser" aria-labelledby="blog-teaser-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">{words.eyebrow}</p>
            <h2 id="blog-teaser-title">{words.heading}</h2>
          </div>
          <a className="btn btn-outline" href={href('/blog')}>
            {words.viewAll}
          </a>
        </div>
        {failed ? (
          <p className="teaser-note" role="status">
            {words.loading}
          </p>
        ) : posts.length === 0 ? (
          <p className="teaser-note">{words.empty}</p>
        ) : (
          <ul className="teaser-grid">
            {posts.map((post) => (
              <li key={post.id} className="teaser-card">
                <img src={post.image} alt="" width="800" height="450" loading="lazy" />
                <div className="teaser-body">
                  <p className="teaser-meta">
                    {post.category && <span className="badge">{categoryName(categories, post.category)}</span>}
                    {post.date && <span>{post.date}</span>}
                    {post.language !== locale && <span className="badge">{inLanguage[post.language]}</span>}
                  </p>
                  <h3 lang={post.language !== locale ? post.language : undefined}>
                    <a href={href(`/single-blog/${encodeURIComponent(post.id)}`)}>{post.title}</a>
                  </h3>
                  <p lang={post.language !== locale ? post.language : undefined}>{post.excerpt}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
