import './admin-dashboard.css'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'

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
 * The admin side menu (docs/product.md §3 Shared layout): a left slide-out <details>, so it works without script, shown
 * only to the signed-in admin whom the server recognised. The display token rides on the shell's
 * data-display-token, and the pages' +client.ts puts it in localStorage (admin-token.ts): the CSP
 * forbids inline scripts and no page hydrates as a whole (docs/decisions/086).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { user, csrfToken, urlPathname } = usePageContext()
  const data = useData<{ displayToken?: string | null } | undefined>()
  if (!user) return <>{children}</>

  return (
    <div className="admin-shell" data-display-token={data?.displayToken ?? undefined}>
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
          <form method="post" action="/admin/logout" data-forget-token>
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
