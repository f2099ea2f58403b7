import { useData } from 'vike-react/useData'
import { LeadList, sharedColumns, type Column } from '#views/components/lead-desk/LeadList'
import { leadDesks } from '#views/components/lead-desk/desks'
import { ErasedBadge } from '#views/components/lead-desk/parts'
import { formatInr } from '#src/shared/format/inr'
import type { ApplicationSummary } from '#src/shared/leads'
import type { Data } from './+data'
import { desk } from '#src/shared/i18n/admin/desk'

const w = desk.applicationList

const BASE = leadDesks.application.base
const columns: Column<ApplicationSummary>[] = [
  {
    label: w.reference,
    className: 'cell-ref',
    cell: (r) => (
      <>
        <a href={`${BASE}/${r.id}`} className="lead-mono">
          {r.reference}
        </a>
        <ErasedBadge erased={r.erased} />
        {r.repeat && <span className="admin-badge lead-repeat-badge">{w.repeat}</span>}
      </>
    ),
  },
  sharedColumns.received,
  sharedColumns.name,
  { label: w.amount, className: 'cell-amount', cell: (r) => (r.erased ? '—' : formatInr(r.loanAmount)) },
  { label: w.loanType, cell: (r) => r.loanType || '—' },
  { label: w.purpose, cell: (r) => r.purpose || '—' },
  sharedColumns.city,
  sharedColumns.status,
  { label: w.pan, className: 'lead-mono', cell: (r) => r.panMasked || '—' },
  { label: w.chosenLender, cell: (r) => r.chosenLender || '—' },
]

export function Page() {
  const { list } = useData<Data>()
  return <LeadList kind="application" list={list} columns={columns} />
}
