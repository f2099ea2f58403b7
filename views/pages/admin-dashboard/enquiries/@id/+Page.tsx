import { useData } from 'vike-react/useData'
import { DataRightsCard } from '#views/components/lead-desk/DataRights'
import { FactsCard, LeadDetailHead } from '#views/components/lead-desk/LeadDetail'
import { NotesCard, StatusCard } from '#views/components/lead-desk/Workflow'
import { CallsCard } from '#views/components/lead-desk/Calls'
import { leadDesks } from '#views/components/lead-desk/desks'
import { Reach } from '#views/components/lead-desk/Reach'
import type { Data } from './+data'
import { desk } from '#src/shared/i18n/admin/desk'

const w = desk.enquiry

const BASE = leadDesks.enquiry.base

export function Page() {
  const { lead, now, followUp } = useData<Data>()
  const base = `${BASE}/${lead.id}`
  return (
    <>
      <LeadDetailHead back={{ href: BASE, label: w.back }} kicker={w.kicker} title={`#${lead.id}`} lead={lead} />
      <div className="lead-grid">
        <div>
          <FactsCard
            id="enquirer-heading"
            title={w.enquirer}
            facts={[
              [w.facts.name, lead.name || '—'],
              [w.facts.mobile, <Reach key="mobile" lead={lead} now={now} />],
              [w.facts.email, lead.email || '—'],
              [w.facts.city, lead.city || '—'],
              [w.facts.loanType, lead.loanType || '—'],
              [w.facts.message, <span className="lead-note-body">{lead.message || '—'}</span>],
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
