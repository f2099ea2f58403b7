import { useData } from 'vike-react/useData'
import { blogMessages } from '#src/shared/schemas/blog'
import { Csrf } from '#views/components/Csrf'
import type { Data } from './+data'
import { blog } from '#src/shared/i18n/admin/blog'

/** The no-script form of the delete dialog: the same words, and a POST form. */
export function Page() {
  const { post } = useData<Data>()
  return (
    <section className="card admin-confirm" aria-labelledby="delete-title">
      <h1 id="delete-title">{blogMessages.confirmTitle}</h1>
      <p>{blogMessages.confirmText}</p>
      <p>
        <strong>{post.title}</strong>
      </p>
      <form method="post" action={`/admin-dashboard/blogs/${post.id}/delete`} className="admin-confirm-actions">
        <Csrf />
        <a className="btn btn-outline" href="/admin-dashboard/blogs">
          {blog.pages.cancel}
        </a>
        <button type="submit" className="btn btn-danger">
          {blog.pages.delete}
        </button>
      </form>
    </section>
  )
}
