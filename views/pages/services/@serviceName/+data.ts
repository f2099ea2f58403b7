import type { PageContextServer } from 'vike/types'
import { benefits, services, serviceSlugs, type ServiceSlug } from '../../../../src/shared/content/services'

// The copy comes through +data rather than an import in +Page, so it travels in this page's HTML
// only and stays out of the JavaScript every page loads (docs/decisions/012).
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.serviceName as ServiceSlug
  if (!serviceSlugs.includes(slug)) return { service: null, benefits, httpStatus: 404 }
  return { service: services[slug], benefits }
}

export type Data = ReturnType<typeof data>
