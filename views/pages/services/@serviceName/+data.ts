import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { serviceNotFound } from '../../../../src/shared/content/not-found'
import { benefits, services, serviceSlugs, type ServiceSlug } from '../../../../src/shared/content/services'

// The copy comes through +data rather than an import in +Page, so it travels in this page's HTML
// only and stays out of the JavaScript every page loads (docs/decisions/012).
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.serviceName as ServiceSlug
  if (!serviceSlugs.includes(slug)) throw render(404, serviceNotFound)
  return { service: services[slug], benefits }
}

export type Data = ReturnType<typeof data>
