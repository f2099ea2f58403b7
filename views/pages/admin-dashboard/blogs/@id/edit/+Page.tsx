import { useData } from 'vike-react/useData'
import { Island } from '#views/islands/Island'
import { EditBlogForm } from '#views/pages/admin-dashboard/BlogForm'
import type { Data } from './+data'
import { blog } from '#src/shared/i18n/admin/blog'

export function Page() {
  const { post } = useData<Data>()
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">{blog.pages.eyebrow}</p>
          <h1>{blog.pages.editTitle}</h1>
        </div>
        <a className="btn btn-outline" href={`/single-blog/${post.id}`}>
          {blog.pages.viewPost}
        </a>
      </header>
      <Island id="blog-form" Component={EditBlogForm} />
    </>
  )
}
