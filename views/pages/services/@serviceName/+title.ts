import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  const { service } = pageContext.data
  return service ? `${service.title}: Rates, Eligibility & Documents · ${pageContext.site.brandName}` : `Service Not Found · ${pageContext.site.brandName}`
}
