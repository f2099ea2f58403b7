import { Field, SelectField } from '../Field'
import { statusLabels } from '#src/shared/leads'
import { Csrf } from '../Csrf'
import type { LeadDesk } from './desks'
import { useFormState } from '#views/hooks/use-form-state'
import { LEAD_FORMS } from '#src/shared/schemas/leads'
import { desk } from '#src/shared/i18n/admin/desk'

const w = desk.filters

type Props = LeadDesk['filters'] & { base: string; filters: Record<string, string> }

/** The list's filters. The form posts, so a search for a mobile number or an e-mail never sits in a URL. */
export function Filters({ base, filters, statuses, purposeLabel, purposes, loanTypes, states, searchHint }: Props) {
  const { errors } = useFormState(LEAD_FORMS.filters)
  return (
    <form method="post" action={base} className="card lead-filters" role="search" aria-label={w.label}>
      <Csrf />
      <div className="lead-search">
        <Field name="q" label={w.search} type="search" defaultValue={filters.q ?? ''} hint={searchHint} maxLength={100} error={errors.q} />
      </div>
      <SelectField name="status" label={w.status} defaultValue={filters.status ?? ''}>
        <option value="">{w.allStatuses}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabels[s]}
          </option>
        ))}
      </SelectField>
      <SelectField name="purpose" label={purposeLabel} defaultValue={filters.purpose ?? ''}>
        <option value="">{w.all}</option>
        {purposes.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </SelectField>
      {loanTypes && (
        <SelectField name="loanType" label={w.loanType} defaultValue={filters.loanType ?? ''}>
          <option value="">{w.allLoanTypes}</option>
          {loanTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
      )}
      {states && (
        <SelectField name="state" label={w.state} defaultValue={filters.state ?? ''}>
          <option value="">{w.allStates}</option>
          {states.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      )}
      <Field name="from" label={w.from} type="date" defaultValue={filters.from ?? ''} />
      <Field name="to" label={w.to} type="date" defaultValue={filters.to ?? ''} />
      <div className="lead-filter-actions">
        <button type="submit" className="btn btn-primary">
          {w.apply}
        </button>
        <a href={base}>{w.clear}</a>
      </div>
    </form>
  )
}
