import { Field, SelectField } from '../Field'
import { statusLabels } from '#src/shared/leads'
import { Csrf } from '../Csrf'
import type { LeadDesk } from './desks'
import { useFormState } from '#views/hooks/use-form-state'
import { LEAD_FORMS } from '#src/shared/schemas/leads'

type Props = LeadDesk['filters'] & { base: string; filters: Record<string, string> }

/** The list's filters. The form posts, so a search for a mobile number or an e-mail never sits in a URL. */
export function Filters({ base, filters, statuses, purposeLabel, purposes, loanTypes, states, searchHint }: Props) {
  const { errors } = useFormState(LEAD_FORMS.filters)
  return (
    <form method="post" action={base} className="card lead-filters" role="search" aria-label="Filter the list">
      <Csrf />
      <div className="lead-search">
        <Field name="q" label="Search" type="search" defaultValue={filters.q ?? ''} hint={searchHint} maxLength={100} error={errors.q} />
      </div>
      <SelectField name="status" label="Status" defaultValue={filters.status ?? ''}>
        <option value="">All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabels[s]}
          </option>
        ))}
      </SelectField>
      <SelectField name="purpose" label={purposeLabel} defaultValue={filters.purpose ?? ''}>
        <option value="">All</option>
        {purposes.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </SelectField>
      {loanTypes && (
        <SelectField name="loanType" label="Loan type" defaultValue={filters.loanType ?? ''}>
          <option value="">All loan types</option>
          {loanTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
      )}
      {states && (
        <SelectField name="state" label="State" defaultValue={filters.state ?? ''}>
          <option value="">All states</option>
          {states.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      )}
      <Field name="from" label="Received from" type="date" defaultValue={filters.from ?? ''} />
      <Field name="to" label="Received to" type="date" defaultValue={filters.to ?? ''} />
      <div className="lead-filter-actions">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <a href={base}>Clear</a>
      </div>
    </form>
  )
}
