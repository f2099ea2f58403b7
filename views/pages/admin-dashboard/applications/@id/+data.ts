import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const lead = await pageContext.services.leads.application(pageContext.routeParams.id ?? '')
  if (!lead)
    throw render(404, {
      title: 'Application not found',
      text: 'No application has this number. It may have been erased.',
      link: { href: '/admin-dashboard/applications', label: 'All applications' },
    })
  return { lead }
}

export type Data = Awaited<ReturnType<typeof data>>
