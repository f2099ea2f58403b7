import { useData } from 'vike-react/useData'
import { LeadList } from '../../../components/lead-desk/LeadList'
import { Cell, ErasedBadge, StatusBadge } from '../../../components/lead-desk/parts'
import { contactLoanTypes } from '../../../../src/shared/content/contact'
import { formatDate } from '../../../../src/shared/format/date'
import { enquiryStatuses } from '../../../../src/shared/leads'
import type { Data } from './+data'

const BASE = '/admin-dashboard/enquiries'
const columns = [{ label: 'Number' }, { label: 'Received' }, { label: 'Name' }, { label: 'Mobile' }, { label: 'Loan type' }, { label: 'City' }, { label: 'Status' }]

export function Page() {
  const { list } = useData<Data>()
  return (
    <LeadList
      title="Enquiries"
      base={BASE}
      list={list}
      noun={['enquiry', 'enquiries']}
      caption="Contact enquiries"
      columns={columns}
      filters={{
        statuses: enquiryStatuses,
        purposeLabel: 'Loan type',
        purposes: contactLoanTypes,
        searchHint: 'Enquiry number (#12), name, 10-digit mobile or e-mail.',
      }}
    >
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
    </LeadList>
  )
}
