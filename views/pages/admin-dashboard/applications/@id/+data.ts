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
  // The time the page is made: the desk's calling hours are India's (docs/decisions/225).
  const followUp = await pageContext.services.followUps.lead('application', lead.id)
  return { lead, now: new Date().toISOString(), followUp }
}

export type Data = Awaited<ReturnType<typeof data>>
