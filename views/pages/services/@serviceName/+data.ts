import type { PageContextServer } from 'vike/types'
import { services, serviceSlugs, type ServiceSlug } from '../../../../src/shared/content/services'

export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.serviceName as ServiceSlug
  if (!serviceSlugs.includes(slug)) return { service: null, httpStatus: 404 }
  return { service: services[slug] }
}

export type Data = ReturnType<typeof data>
