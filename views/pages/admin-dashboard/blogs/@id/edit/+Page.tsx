import { useData } from 'vike-react/useData'
import { Island } from '#views/islands/Island'
import { EditBlogForm } from '#views/pages/admin-dashboard/BlogForm'
import type { Data } from './+data'

export function Page() {
  const { post } = useData<Data>()
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">Admin</p>
          <h1>Edit Blog</h1>
        </div>
        <a className="btn btn-outline" href={`/single-blog/${post.id}`}>
          View post
        </a>
      </header>
      <Island id="blog-form" Component={EditBlogForm} />
    </>
  )
}
