import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { serviceNotFound } from '#src/shared/content/not-found'
import { serviceContent, services, serviceSlugs, type ServiceSlug } from '#src/shared/content/services'

// The copy comes through +data rather than an import in +Page, so it travels in this page's HTML
// only and stays out of the JavaScript every page loads (docs/decisions/012). The words are the
// page's language's (the catalogue's `services` part).
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.serviceName as ServiceSlug
  if (!serviceSlugs.includes(slug)) throw render(404, serviceNotFound)
  const t = pageContext.messages.services
  return {
    service: serviceContent(slug, t.pages[slug]),
    /** The apply page opens on this loan type's tab: it reads `loan`, an English title, in every language (issue 5). */
    applyLoan: services[slug].title,
    benefits: t.benefits,
  }
}

export type Data = ReturnType<typeof data>
