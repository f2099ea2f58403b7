import '#views/pages/blog/blog.css'
import { useData } from 'vike-react/useData'
import { categoryName } from '#src/shared/content/blog-categories'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import { postDate } from '#views/pages/blog/format'
import type { Data } from './+data'

/**
 * One post. The page around it speaks the page's language; the post's own title, text and tag carry
 * their language in `lang` when it is not the page's, and a line says so (docs/decisions/175).
 */
export function Page() {
  const { post } = useData<Data>()
  const messages = useMessages()
  const m = messages.blog
  const href = useHref()
  const locale = useLocale()
  const foreign = post.language !== locale
  const lang = foreign ? post.language : undefined
  return (
    <article className="container post">
      <div className="post-inner">
        <a className="post-back" href={href('/blog')}>
          {m.post.back}
        </a>
        <img
          className="post-hero"
          src={post.image}
          srcSet={`${post.imageCard} 640w, ${post.image} 1600w`}
          sizes="(max-width: 860px) calc(100vw - 2rem), 820px"
          alt=""
          width="1600"
          height="900"
          fetchPriority="high"
        />
        <p className="post-meta">
          <span className="blog-badge">{categoryName(m.categories, post.category)}</span>
          <time dateTime={post.createdAt}>{postDate(post.createdAt, locale)}</time>
          {post.tag && (
            <span className="post-tag" lang={lang}>
              #{post.tag}
            </span>
          )}
        </p>
        {foreign && <p className="post-language">{m.postInLanguage[post.language]}</p>}
        <div className="post-body" lang={lang}>
          <h1>{post.title || m.post.titleFallback}</h1>
          {/* Plain text only; CSS white-space: pre-line keeps its line breaks (docs/product.md §10 Blog). */}
          <div className="post-content">{post.content || m.post.contentFallback}</div>
        </div>
        {(post.image1 || post.image2) && (
          <div className="post-extra">
            {post.image1 && <img src={post.image1} alt="" width="800" height="450" loading="lazy" decoding="async" />}
            {post.image2 && <img src={post.image2} alt="" width="800" height="450" loading="lazy" decoding="async" />}
          </div>
        )}
        <aside className="card post-cta">
          <p>{m.post.cta}</p>
          <a className="btn btn-accent" href={href('/apply-now')}>
            {messages.common.applyNow}
          </a>
        </aside>
      </div>
    </article>
  )
}
