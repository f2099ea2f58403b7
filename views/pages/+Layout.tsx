import '../styles/global.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Acknowledgement } from '../components/Acknowledgement'
import { AdminHeader } from '../components/AdminHeader'
import { Footer } from '../components/Footer'
import { Header } from '../components/Header'

export function Layout({ children }: { children: ReactNode }) {
  const { flash, user, urlPathname, site, messages } = usePageContext()
  // The signed-in admin's pages wear the admin area's own chrome (views/pages/admin-dashboard/+Layout.tsx).
  const admin = user && urlPathname.startsWith('/admin-dashboard')
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.common.skipLink}
      </a>
      {admin ? <AdminHeader email={user.email} /> : <Header />}
      <main id="main" tabIndex={-1} className={admin ? 'admin-main' : undefined}>
        {flash && (
          <div className="container flash">
            <div className="notice notice-success" role="status">
              <p>{flash.message}</p>
              {flash.detail && <p>{flash.ack ? keepTogether(flash.detail, flash.ack.reference) : flash.detail}</p>}
              {flash.ack && <Acknowledgement ack={flash.ack} />}
            </div>
          </div>
        )}
        {children}
      </main>
      {admin ? (
        <footer className="admin-footer">
          {site.brandName} admin · signed in as {user.email}
        </footer>
      ) : (
        <Footer />
      )}
    </>
  )
}

/** The text with each `token` (an application's reference) in a span that never breaks. */
function keepTogether(text: string, token: string): ReactNode {
  return text.split(token).flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <span key={i} className="reference">
            {token}
          </span>,
          part,
        ],
  )
}
