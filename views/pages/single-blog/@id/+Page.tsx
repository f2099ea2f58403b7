import '../../blog/blog.css'
import { useData } from 'vike-react/useData'
import { blogMessages } from '../../../../src/shared/schemas/blog'
import { formatDate } from '../../../../src/shared/format/date'
import type { Data } from './+data'

export function Page() {
  const { post } = useData<Data>()
  return (
    <article className="container post">
      <div className="post-inner">
        <a className="post-back" href="/blog">
          ← All posts
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
          <span className="blog-badge">{post.category}</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          {post.tag && <span className="post-tag">#{post.tag}</span>}
        </p>
        <h1>{post.title || blogMessages.titleFallback}</h1>
        {/* Plain text only; CSS white-space: pre-line keeps its line breaks (docs/product.md §10 Blog). */}
        <div className="post-content">{post.content || blogMessages.contentFallback}</div>
        {(post.image1 || post.image2) && (
          <div className="post-extra">
            {post.image1 && <img src={post.image1} alt="" width="800" height="450" loading="lazy" decoding="async" />}
            {post.image2 && <img src={post.image2} alt="" width="800" height="450" loading="lazy" decoding="async" />}
          </div>
        )}
        <aside className="card post-cta">
          <p>Ready to compare loan offers?</p>
          <a className="btn btn-accent" href="/apply-now">
            Apply Now
          </a>
        </aside>
      </div>
    </article>
  )
}
