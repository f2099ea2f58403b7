import { useData } from 'vike-react/useData'
import { DataRightsCard } from '#views/components/lead-desk/DataRights'
import { FactsCard, LeadDetailHead } from '#views/components/lead-desk/LeadDetail'
import { NotesCard, StatusCard } from '#views/components/lead-desk/Workflow'
import { CallsCard } from '#views/components/lead-desk/Calls'
import { leadDesks } from '#views/components/lead-desk/desks'
import { Reach } from '#views/components/lead-desk/Reach'
import type { Data } from './+data'

const BASE = leadDesks.enquiry.base

export function Page() {
  const { lead, now, followUp } = useData<Data>()
  const base = `${BASE}/${lead.id}`
  return (
    <>
      <LeadDetailHead back={{ href: BASE, label: 'Enquiries' }} kicker="Enquiry" title={`#${lead.id}`} lead={lead} />
      <div className="lead-grid">
        <div>
          <FactsCard
            id="enquirer-heading"
            title="Enquirer"
            facts={[
              ['Name', lead.name || '—'],
              ['Mobile', <Reach key="mobile" lead={lead} now={now} />],
              ['Email', lead.email || '—'],
              ['City', lead.city || '—'],
              ['Loan type', lead.loanType || '—'],
              ['Message', <span className="lead-note-body">{lead.message || '—'}</span>],
            ]}
          />
          <NotesCard action={`${base}/notes`} notes={lead.notes} erased={lead.erased} />
        </div>
        <div>
          <StatusCard kind="enquiry" action={`${base}/status`} status={lead.status} history={lead.history} />
          <CallsCard base={base} followUp={followUp} now={now} />
          <DataRightsCard base={base} erasedAt={lead.erasedAt} />
        </div>
      </div>
    </>
  )
}
