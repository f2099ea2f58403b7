import { formatDateTime } from '../../../../../src/shared/format/date'
import { useData } from 'vike-react/useData'
import { DataRightsCard } from '../../../../components/lead-desk/DataRights'
import { ErasedBadge, StatusBadge } from '../../../../components/lead-desk/parts'
import { NotesCard, StatusCard } from '../../../../components/lead-desk/Workflow'
import type { Data } from './+data'

const BASE = '/admin-dashboard/enquiries'

export function Page() {
  const { lead } = useData<Data>()
  if (!lead) {
    return (
      <>
        <a className="lead-back" href={BASE}>← Enquiries</a>
        <h1>Enquiry not found</h1>
      </>
    )
  }
  const base = `${BASE}/${lead.id}`
  return (
    <>
      <a className="lead-back" href={BASE}>← Enquiries</a>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">Enquiry</p>
          <h1>#{lead.id}</h1>
          <p className="admin-muted">
            Received {formatDateTime(lead.createdAt)} · <StatusBadge status={lead.status} /> <ErasedBadge erased={lead.erased} />
          </p>
        </div>
      </header>
      <div className="lead-grid">
        <div>
          <section className="card lead-card" aria-labelledby="enquirer-heading">
            <h2 id="enquirer-heading">Enquirer</h2>
            <dl className="lead-facts">
              <dt>Name</dt>
              <dd>{lead.name || '—'}</dd>
              <dt>Mobile</dt>
              <dd>{lead.mobileNumber || '—'}</dd>
              <dt>Email</dt>
              <dd>{lead.email || '—'}</dd>
              <dt>City</dt>
              <dd>{lead.city || '—'}</dd>
              <dt>Loan type</dt>
              <dd>{lead.loanType || '—'}</dd>
              <dt>Message</dt>
              <dd className="lead-note-body">{lead.message || '—'}</dd>
            </dl>
          </section>
          <NotesCard action={`${base}/notes`} notes={lead.notes} erased={lead.erased} />
        </div>
        <div>
          <StatusCard kind="enquiry" action={`${base}/status`} status={lead.status} history={lead.history} />
          <DataRightsCard base={base} erasedAt={lead.erasedAt} />
        </div>
      </div>
    </>
  )
}
