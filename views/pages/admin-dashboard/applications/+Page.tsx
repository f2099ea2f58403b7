import { useData } from 'vike-react/useData'
import { LeadList } from '../../../components/lead-desk/LeadList'
import { Cell, ErasedBadge, StatusBadge } from '../../../components/lead-desk/parts'
import { stateNames } from '../../../../src/shared/content/states'
import { formatDate } from '../../../../src/shared/format/date'
import { formatInr } from '../../../../src/shared/format/inr'
import { applicationStatuses } from '../../../../src/shared/leads'
import { loanPurposes } from '../../../../src/shared/schemas/loan-application'
import type { Data } from './+data'

const BASE = '/admin-dashboard/applications'
const columns = [
  { label: 'Reference' },
  { label: 'Received' },
  { label: 'Name' },
  { label: 'Amount', className: 'cell-amount' },
  { label: 'Purpose' },
  { label: 'City' },
  { label: 'Status' },
  { label: 'PAN' },
]

export function Page() {
  const { list } = useData<Data>()
  return (
    <LeadList
      title="Applications"
      base={BASE}
      list={list}
      noun={['application', 'applications']}
      caption="Loan applications"
      columns={columns}
      filters={{
        statuses: applicationStatuses,
        purposeLabel: 'Loan purpose',
        purposes: loanPurposes,
        states: stateNames,
        searchHint: 'Reference (LP-…), name, 10-digit mobile or e-mail.',
      }}
    >
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
    </LeadList>
  )
}
