import './admin-header.css'
import { usePageContext } from 'vike-react/usePageContext'
import { Csrf } from './Csrf'

/**
 * The admin area's own slim header: the brand, the signed-in e-mail and Logout. No call to action and
 * no chat button: the admin is at work, not shopping for a loan (docs/product.md §12 Admin area).
 */
export function AdminHeader({ email }: { email: string }) {
  const { site } = usePageContext()
  return (
    <header className="admin-header">
      <a className="admin-brand" href="/admin-dashboard">
        <img src="/images/logo-mark.svg" alt="" width="32" height="32" />
        <span>{site.brandName}</span>
        <span className="admin-role">Admin</span>
      </a>
      <div className="admin-account">
        <span className="admin-email" title={email}>
          {email}
        </span>
        <form method="post" action="/admin/logout" data-forget-token>
          <Csrf />
          <button type="submit" className="btn btn-outline admin-logout">
            Logout
          </button>
        </form>
      </div>
    </header>
  )
}
