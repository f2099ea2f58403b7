import { usePageContext } from 'vike-react/usePageContext'
import { errorReason } from '../../../src/shared/content/not-found'
import { hasTwins } from '../../../src/shared/i18n/locales'
import { ServiceLinks } from '../../components/ServiceLinks'
import { useHref, useMessages } from '../../i18n/use-i18n'

/**
 * Every error page, in its language: a 404 shows the reason its +data gave (`throw render(404, reason)`),
 * then the loan services.
 */
export function Page() {
  const pageContext = usePageContext()
  const href = useHref()
  const messages = useMessages()
  const { title, text, link } = errorReason(pageContext)
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{title}</h1>
          <p>{text}</p>
          <p>
            {/* The admin's links have no Hindi twin, so only the public site's are localized. */}
            <a className="btn btn-accent" href={hasTwins(link.href) ? href(link.href) : link.href}>
              {link.label}
            </a>
          </p>
        </div>
      </section>
      {pageContext.is404 && !pageContext.urlPathname.startsWith('/admin-dashboard') && (
        <section className="section">
          <div className="container">
            <h2>{messages.errors.ourServices}</h2>
            <ServiceLinks />
          </div>
        </section>
      )}
    </>
  )
}
