import './admin-dashboard.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { dashboard } from '#src/shared/i18n/admin/dashboard'

const m = dashboard.menu

const links = [
  { href: '/admin-dashboard', label: m.dashboard },
  { href: '/admin-dashboard/today', label: m.today },
  { href: '/admin-dashboard/blogs', label: m.blogs },
  { href: '/admin-dashboard/createblog', label: m.createBlog },
  { href: '/admin-dashboard/applications', label: m.applications },
  { href: '/admin-dashboard/enquiries', label: m.enquiries },
  { href: '/admin-dashboard/requests', label: m.requests },
  { href: '/admin-dashboard/funnel', label: m.funnel },
  { href: '/admin-dashboard/loan-types', label: m.loanTypes },
  { href: '/admin-dashboard/lenders', label: m.lenders },
  { href: '/admin-dashboard/outbox', label: m.outbox },
  { href: '/admin-dashboard/audit', label: m.audit },
]

/**
 * The admin side menu (docs/product.md §3 Shared layout, §12 Admin area), shown only to the signed-in
 * admin whom the server recognised: a column always in view from 1024 px up, and below that a panel
 * that slides out from the left when "Admin menu" is ticked (a checkbox and its label, so it works
 * without script). The display token rides on the shell's data-display-token, and the pages'
 * +client.ts puts it in localStorage (admin-token.ts): no page hydrates as a whole (docs/decisions/086).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { user, urlPathname, displayToken } = usePageContext()
  if (!user) return <>{children}</>

  return (
    <div className="admin-shell" data-display-token={displayToken}>
      <input type="checkbox" id="admin-menu-toggle" className="admin-menu-toggle" aria-controls="admin-menu" />
      <label htmlFor="admin-menu-toggle" className="admin-menu-button">
        <span aria-hidden="true" className="admin-menu-icon" />
        {m.toggle}
      </label>
      <nav id="admin-menu" className="admin-menu" aria-label={m.label}>
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href} aria-current={urlPathname === l.href ? 'page' : undefined}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">{children}</div>
    </div>
  )
}
