import '../styles/global.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Acknowledgement } from '../components/Acknowledgement'
import { Footer } from '../components/Footer'
import { Header } from '../components/Header'

export function Layout({ children }: { children: ReactNode }) {
  const { flash } = usePageContext()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {flash && (
          <div className="container flash">
            <div className="notice notice-success" role="status">
              <p>{flash.message}</p>
              {flash.detail && <p>{flash.detail}</p>}
              {flash.ack && <Acknowledgement ack={flash.ack} />}
            </div>
          </div>
        )}
        {children}
      </main>
      <Footer />
    </>
  )
}
