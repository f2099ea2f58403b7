import { useData } from 'vike-react/useData'
import { Filters } from '../../../components/lead-desk/Filters'
import { Cell, ErasedBadge, ExportCsvForm, Pagination, StatusBadge } from '../../../components/lead-desk/parts'
import { stateNames } from '../../../../src/shared/content/states'
import { formatInr } from '../../../../src/shared/format/inr'
import { applicationStatuses } from '../../../../src/shared/leads'
import { loanPurposes } from '../../../../src/shared/schemas/loan-application'
import { formatDate } from '../../../../src/shared/format/date'
import type { Data } from './+data'

const BASE = '/admin-dashboard/applications'

export function Page() {
  const { list } = useData<Data>()
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">Lead desk</p>
          <h1>Applications</h1>
        </div>
        <ExportCsvForm action={`${BASE}/export`} filters={list.filters} total={list.total} />
      </header>
      <Filters
        base={BASE}
        filters={list.filters}
        statuses={applicationStatuses}
        purposeLabel="Loan purpose"
        purposes={loanPurposes}
        states={stateNames}
        searchHint="Reference (LP-…), name, 10-digit mobile or e-mail."
      />
      <div className="lead-toolbar">
        <p role="status">
          {list.total.toLocaleString('en-IN')} {list.total === 1 ? 'application' : 'applications'}, newest first
        </p>
      </div>
      <div className="admin-table-wrap">
        {list.rows.length === 0 ? (
          <p className="admin-empty">No applications match these filters.</p>
        ) : (
          <table className="admin-table lead-table">
            <caption className="visually-hidden">Loan applications</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col" className="cell-amount">Amount</th>
                <th scope="col">Purpose</th>
                <th scope="col">City</th>
                <th scope="col">Status</th>
                <th scope="col">PAN</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={r.id}>
                  <Cell label="Reference" className="cell-ref">
                    <a href={`${BASE}/${r.id}`} className="lead-mono">{r.reference}</a>
                    <ErasedBadge erased={r.erased} />
                  </Cell>
                  <Cell label="Received" className="cell-date">{formatDate(r.createdAt)}</Cell>
                  <Cell label="Name">{r.name || '—'}</Cell>
                  <Cell label="Amount" className="cell-amount">{r.erased ? '—' : formatInr(r.loanAmount)}</Cell>
                  <Cell label="Purpose">{r.purpose || '—'}</Cell>
                  <Cell label="City">{r.city || '—'}</Cell>
                  <Cell label="Status"><StatusBadge status={r.status} /></Cell>
                  <Cell label="PAN" className="lead-mono">{r.panMasked || '—'}</Cell>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Pagination base={BASE} filters={list.filters} page={list.page} pages={list.pages} />
    </>
  )
}
