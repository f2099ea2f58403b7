import { useData } from 'vike-react/useData'
import { LeadList, sharedColumns, type Column } from '#views/components/lead-desk/LeadList'
import { leadDesks } from '#views/components/lead-desk/desks'
import { ErasedBadge } from '#views/components/lead-desk/parts'
import type { EnquirySummary } from '#src/shared/leads'
import type { Data } from './+data'

const BASE = leadDesks.enquiry.base
const columns: Column<EnquirySummary>[] = [
  {
    label: 'Number',
    className: 'cell-ref',
    cell: (r) => (
      <>
        <a href={`${BASE}/${r.id}`}>#{r.id}</a>
        <ErasedBadge erased={r.erased} />
      </>
    ),
  },
  sharedColumns.received,
  sharedColumns.name,
  { label: 'Mobile', cell: (r) => r.mobileNumber || '—' },
  { label: 'Loan type', cell: (r) => r.loanType || '—' },
  sharedColumns.city,
  sharedColumns.status,
]

export function Page() {
  const { list } = useData<Data>()
  return <LeadList kind="enquiry" list={list} columns={columns} />
}
