import { usePageContext } from 'vike-react/usePageContext'
import { errorReason } from '#src/shared/content/not-found'
import { hasTwins, splitLocale } from '#src/shared/i18n/locales'
import { ServiceLinks } from '#views/components/ServiceLinks'
import { useHref, useMessages } from '#views/i18n/use-i18n'

/**
 * Every error page, in its language: a 404 shows the reason its +data gave (`throw render(404, reason)`),
 * then the loan services.
 */
export function Page() {
  const pageContext = usePageContext()
  const href = useHref()
  const messages = useMessages()
  const { title, text, link } = errorReason(pageContext)
  // The public site's links in the page's language; an admin link (no twin) or one already in a
  // language (a reason built in its +data with localizePath) stays as it is.
  const target = hasTwins(link.href) && splitLocale(link.href).path === link.href ? href(link.href) : link.href
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{title}</h1>
          <p>{text}</p>
          <p>
            <a className="btn btn-accent" href={target}>
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
