import { formatDateTime } from '#src/shared/format/date'
import { useFormState } from '#views/hooks/use-form-state'
import { LEAD_FORMS } from '#src/shared/schemas/leads'
import { Csrf } from '../Csrf'

/** DPDP Act requests: a copy of the person's data as JSON, and erasure (docs/decisions/070). */
export function DataRightsCard({ base, erasedAt }: { base: string; erasedAt: string | null }) {
  const { errors } = useFormState(LEAD_FORMS.erase)
  if (erasedAt) {
    return (
      <section className="card lead-card lead-danger-zone" aria-labelledby="rights-heading">
        <h2 id="rights-heading">Personal data</h2>
        <p>Erased on {formatDateTime(erasedAt)}. Only the reference, the dates and the status are kept.</p>
      </section>
    )
  }
  return (
    <section className="card lead-card lead-danger-zone" aria-labelledby="rights-heading">
      <h2 id="rights-heading">Data rights</h2>
      <p className="admin-muted">When the person asks for their data or for its erasure (DPDP Act 2023).</p>
      <form method="post" action={`${base}/export`}>
        <Csrf />
        <button type="submit" className="btn btn-outline">
          Export this person’s data (JSON)
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
            <span>I understand that erasure removes the personal data for good.</span>
          </label>
          <p className="field-error" id="f-confirm-error" role="alert">
            {errors.confirm ?? ''}
          </p>
        </div>
        <button type="submit" className="btn btn-danger">
          Erase personal data
        </button>
      </form>
    </section>
  )
}
