import { useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { displayLimits } from '#src/shared/content/business'
import { cut } from '#src/shared/format/text'
import { blogLanguageNames as languageNames, blogMessages } from '#src/shared/schemas/blog'
import { blog } from '#src/shared/i18n/admin/blog'
import { fill } from '#src/shared/i18n/fill'

const w = blog.pages
import { localizePath } from '#src/shared/i18n/locales'
import { formatDate } from '#src/shared/format/date'
import { useHydrated } from 'vike-react/useHydrated'
import type { AdminPostRow, Data } from './+data'
import { AdminTable } from '#views/components/lead-desk/parts'
import { submitForm } from '#views/hooks/submit-form'

/** The list with its delete dialog: the page's island (docs/decisions/086). */
export function BlogList() {
  const { posts: listed } = useData<Data>()
  const [posts, setPosts] = useState(listed)
  const { csrfToken } = usePageContext()
  const [target, setTarget] = useState<AdminPostRow | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)

  // With script, Delete opens the dialog; without it, the link leads to the confirm page.
  const askDelete = (post: AdminPostRow) => (event: MouseEvent) => {
    event.preventDefault()
    setTarget(post)
    setStatus('')
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  // The dialog's form posts to the route the confirm page's form posts to without script, through the
  // one way the browser submits a form (views/hooks/submit-form.ts, docs/decisions/127, 233).
  const confirmDelete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!target || busy) return
    setBusy(true)
    const answer = await submitForm(event.currentTarget)
    // docs/product.md §12 Admin area: confirming deletes the post, then the list loses it and the dialog closes.
    if (answer.ok) setPosts((list) => list.filter((p) => p.id !== target.id))
    setStatus(answer.ok ? blogMessages.deleted : 'The blog could not be deleted. Please try again.')
    close()
    setBusy(false)
  }

  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">{w.eyebrow}</p>
          <h1>{w.listTitle}</h1>
        </div>
        <a className="btn btn-primary" href="/admin-dashboard/createblog">
          {w.createTitle}
        </a>
      </header>
      <p role="status" className={status ? 'notice notice-success' : 'visually-hidden'}>
        {status}
      </p>
      <AdminTable
        empty={posts.length === 0 ? blogMessages.empty : undefined}
        caption={w.caption}
        headings={[w.title, w.content, w.category, w.language, w.date, w.actions]}
        className="admin-table"
        hydrated={hydrated}
      >
        {posts.map((post) => (
          <tr key={post.id}>
            <td className="cell-title">{cut(post.title, displayLimits.adminTitle)}</td>
            <td className="cell-content">{post.content}</td>
            <td>
              <span className="admin-badge">{post.category}</span>
            </td>
            <td>{languageNames[post.language]}</td>
            <td className="cell-date">{formatDate(post.createdAt)}</td>
            <td>
              <div className="admin-actions">
                <a
                  className="admin-action"
                  href={localizePath(`/single-blog/${post.id}`, post.language)}
                  aria-label={fill(w.viewLabel, { title: post.title })}
                >
                  {w.view}
                </a>
                <a
                  className="admin-action"
                  href={`/admin-dashboard/blogs/${post.id}/edit`}
                  aria-label={fill(w.editLabel, { title: post.title })}
                >
                  {w.edit}
                </a>
                <a
                  className="admin-action admin-action-danger"
                  href={`/admin-dashboard/blogs/${post.id}/delete`}
                  onClick={askDelete(post)}
                  aria-label={fill(w.deleteLabel, { title: post.title })}
                >
                  {w.delete}
                </a>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <dialog ref={dialog} className="admin-dialog" aria-labelledby="delete-title" aria-describedby="delete-text">
        <div className="admin-dialog-body">
          <h2 id="delete-title">{blogMessages.confirmTitle}</h2>
          <button type="button" className="admin-dialog-close" onClick={close} aria-label={w.close}>
            ✕
          </button>
          <p id="delete-text">{blogMessages.confirmText}</p>
          <form
            className="admin-confirm-actions"
            method="post"
            action={target ? `/admin-dashboard/blogs/${encodeURIComponent(target.id)}/delete` : undefined}
            onSubmit={confirmDelete}
          >
            <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
            <button type="button" className="btn btn-outline" onClick={close}>
              {w.cancel}
            </button>
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {busy ? w.deleting : w.delete}
            </button>
          </form>
        </div>
      </dialog>
    </>
  )
}
