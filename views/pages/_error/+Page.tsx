import { usePageContext } from 'vike-react/usePageContext'
import { errorReason } from '../../../src/shared/content/not-found'
import { ServiceLinks } from '../../components/ServiceLinks'

/** Every error page: a 404 shows the reason its +data gave (`throw render(404, reason)`), then the loan services. */
export function Page() {
  const pageContext = usePageContext()
  const { title, text, link } = errorReason(pageContext)
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{title}</h1>
          <p>{text}</p>
          <p>
            <a className="btn btn-accent" href={link.href}>
              {link.label}
            </a>
          </p>
        </div>
      </section>
      {pageContext.is404 && !pageContext.urlPathname.startsWith('/admin-dashboard') && (
        <section className="section">
          <div className="container">
            <h2>Our loan services</h2>
            <ServiceLinks />
          </div>
        </section>
      )}
    </>
  )
}
