import { BlogForm } from '../BlogForm'

export function Page() {
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">Admin</p>
          <h1>Create A New Blog</h1>
        </div>
      </header>
      <BlogForm mode="create" />
    </>
  )
}
