import './admin-dashboard.css'
import { useEffect, type ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { authStorageKey } from '../../../src/shared/content/business'

const links = [
  { href: '/admin-dashboard', label: 'Dashboard' },
  { href: '/admin-dashboard/blogs', label: 'Blogs' },
  { href: '/admin-dashboard/createblog', label: 'Create A New Blog' },
  { href: '/admin-dashboard/applications', label: 'Applications' },
  { href: '/admin-dashboard/enquiries', label: 'Enquiries' },
  { href: '/admin-dashboard/loan-types', label: 'Loan types' },
  { href: '/admin-dashboard/audit', label: 'Audit log' },
]

/**
 * The admin side menu (SPEC.md §2): a left slide-out <details>, so it works without script, shown
 * only to the signed-in admin whom the server recognised. The display token goes to localStorage
 * from here, as an effect, because the CSP forbids inline scripts.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { user, csrfToken, urlPathname } = usePageContext()
  const data = useData<{ displayToken?: string | null } | undefined>()
  const token = data?.displayToken
  useEffect(() => {
    if (token) localStorage.setItem(authStorageKey, token)
  }, [token])
  if (!user) return <>{children}</>
  const forgetToken = () => localStorage.removeItem(authStorageKey)

  return (
    <div className="admin-shell">
      <details className="admin-menu">
        <summary>
          <span aria-hidden="true" className="admin-menu-icon" />
          Admin menu
        </summary>
        <nav className="admin-menu-panel" aria-label="Admin">
          <p className="admin-menu-user">
            Signed in as <strong>{user.email}</strong>
          </p>
          <ul>
            {links.map((l) => (
              <li key={l.href}>
                <a href={l.href} aria-current={urlPathname === l.href ? 'page' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <form method="post" action="/admin/logout" onSubmit={forgetToken}>
            <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
            <button type="submit" className="btn btn-outline admin-logout">
              Logout
            </button>
          </form>
        </nav>
      </details>
      <div className="admin-content">{children}</div>
    </div>
  )
}
