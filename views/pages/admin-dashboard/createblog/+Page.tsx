import { Island } from '#views/islands/Island'
import { CreateBlogForm } from '../BlogForm'

export function Page() {
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">Admin</p>
          <h1>Create A New Blog</h1>
        </div>
      </header>
      <Island id="blog-form" Component={CreateBlogForm} />
    </>
  )
}
