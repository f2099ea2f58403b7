import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const lead = await pageContext.services.leads.enquiry(pageContext.routeParams.id ?? '')
  if (!lead)
    throw render(404, {
      title: 'Enquiry not found',
      text: 'No enquiry has this number. It may have been erased.',
      link: { href: '/admin-dashboard/enquiries', label: 'All enquiries' },
    })
  return { lead }
}

export type Data = Awaited<ReturnType<typeof data>>
