import { useData } from 'vike-react/useData'
import { LeadList, sharedColumns, type Column } from '../../../components/lead-desk/LeadList'
import { ErasedBadge } from '../../../components/lead-desk/parts'
import { stateNames } from '../../../../src/shared/content/states'
import { formatInr } from '../../../../src/shared/format/inr'
import { applicationStatuses, type ApplicationSummary } from '../../../../src/shared/leads'
import { loanPurposes } from '../../../../src/shared/schemas/loan-application'
import type { Data } from './+data'

const BASE = '/admin-dashboard/applications'
const columns: Column<ApplicationSummary>[] = [
  {
    label: 'Reference',
    className: 'cell-ref',
    cell: (r) => (
      <>
        <a href={`${BASE}/${r.id}`} className="lead-mono">
          {r.reference}
        </a>
        <ErasedBadge erased={r.erased} />
      </>
    ),
  },
  sharedColumns.received,
  sharedColumns.name,
  { label: 'Amount', className: 'cell-amount', cell: (r) => (r.erased ? '—' : formatInr(r.loanAmount)) },
  { label: 'Purpose', cell: (r) => r.purpose || '—' },
  sharedColumns.city,
  sharedColumns.status,
  { label: 'PAN', className: 'lead-mono', cell: (r) => r.panMasked || '—' },
]

export function Page() {
  const { list } = useData<Data>()
  return (
    <LeadList
      kind="application"
      list={list}
      columns={columns}
      filters={{
        statuses: applicationStatuses,
        purposeLabel: 'Loan purpose',
        purposes: loanPurposes,
        states: stateNames,
        searchHint: 'Reference (LP-…), name, 10-digit mobile or e-mail.',
      }}
    />
  )
}
