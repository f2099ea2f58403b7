import { formatDateTime } from '#src/shared/format/date'
import { useFormState } from '#views/hooks/use-form-state'
import { LEAD_FORMS } from '#src/shared/schemas/leads'
import { Csrf } from '../Csrf'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

const w = desk.rights

/** DPDP Act requests: a copy of the person's data as JSON, and erasure (docs/decisions/070). */
export function DataRightsCard({ base, erasedAt }: { base: string; erasedAt: string | null }) {
  const { errors } = useFormState(LEAD_FORMS.erase)
  if (erasedAt) {
    return (
      <section className="card lead-card lead-danger-zone" aria-labelledby="rights-heading">
        <h2 id="rights-heading">{w.erasedHeading}</h2>
        <p>{fill(w.erasedOn, { at: formatDateTime(erasedAt) })}</p>
      </section>
    )
  }
  return (
    <section className="card lead-card lead-danger-zone" aria-labelledby="rights-heading">
      <h2 id="rights-heading">{w.heading}</h2>
      <p className="admin-muted">{w.intro}</p>
      <form method="post" action={`${base}/export`}>
        <Csrf />
        <button type="submit" className="btn btn-outline">
          {w.export}
        </button>
      </form>
      <form method="post" action={`${base}/erase`} noValidate>
        <Csrf />
        <div className="field">
          <label className="lead-check" htmlFor="f-confirm">
            <input
              id="f-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? 'f-confirm-error' : undefined}
            />
            <span>{w.confirm}</span>
          </label>
          <p className="field-error" id="f-confirm-error" role="alert">
            {errors.confirm ?? ''}
          </p>
        </div>
        <button type="submit" className="btn btn-danger">
          {w.erase}
        </button>
      </form>
    </section>
  )
}
