import { Island } from '#views/islands/Island'
import { CreateBlogForm } from '../BlogForm'
import { blog } from '#src/shared/i18n/admin/blog'

export function Page() {
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">{blog.pages.eyebrow}</p>
          <h1>{blog.pages.createTitle}</h1>
        </div>
      </header>
      <Island id="blog-form" Component={CreateBlogForm} />
    </>
  )
}
