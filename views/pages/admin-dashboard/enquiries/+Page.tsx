import { useData } from 'vike-react/useData'
import { Filters } from '../../../components/lead-desk/Filters'
import { Cell, ErasedBadge, ExportCsvForm, Pagination, StatusBadge } from '../../../components/lead-desk/parts'
import { contactLoanTypes } from '../../../../src/shared/content/contact'
import { enquiryStatuses } from '../../../../src/shared/leads'
import { formatDate } from '../../../../src/shared/format/date'
import type { Data } from './+data'

const BASE = '/admin-dashboard/enquiries'

export function Page() {
  const { list } = useData<Data>()
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">Lead desk</p>
          <h1>Enquiries</h1>
        </div>
        <ExportCsvForm action={`${BASE}/export`} filters={list.filters} total={list.total} />
      </header>
      <Filters
        base={BASE}
        filters={list.filters}
        statuses={enquiryStatuses}
        purposeLabel="Loan type"
        purposes={contactLoanTypes}
        searchHint="Enquiry number (#12), name, 10-digit mobile or e-mail."
      />
      <div className="lead-toolbar">
        <p role="status">
          {list.total.toLocaleString('en-IN')} {list.total === 1 ? 'enquiry' : 'enquiries'}, newest first
        </p>
      </div>
      <div className="admin-table-wrap">
        {list.rows.length === 0 ? (
          <p className="admin-empty">No enquiries match these filters.</p>
        ) : (
          <table className="admin-table lead-table">
            <caption className="visually-hidden">Contact enquiries</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">Mobile</th>
                <th scope="col">Loan type</th>
                <th scope="col">City</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={r.id}>
                  <Cell label="Number" className="cell-ref">
                    <a href={`${BASE}/${r.id}`}>#{r.id}</a>
                    <ErasedBadge erased={r.erased} />
                  </Cell>
                  <Cell label="Received" className="cell-date">{formatDate(r.createdAt)}</Cell>
                  <Cell label="Name">{r.name || '—'}</Cell>
                  <Cell label="Mobile">{r.mobileNumber || '—'}</Cell>
                  <Cell label="Loan type">{r.loanType || '—'}</Cell>
                  <Cell label="City">{r.city || '—'}</Cell>
                  <Cell label="Status"><StatusBadge status={r.status} /></Cell>
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
