import { Csrf } from '#views/components/Csrf'
import { useFormState } from './form-state'
import { lenders as words } from '#src/shared/i18n/admin/lenders'
import { fill } from '#src/shared/i18n/fill'

const w = words.remove

/** Removal asks for a ticked box, so no slip removes anything; without it the page says so (422). */
export function RemoveForm({ action, form, what }: { action: string; form: string; what: string }) {
  const f = useFormState(form)
  const error = f.error('confirm')
  return (
    <form method="post" action={action} noValidate className="lender-form">
      <Csrf />
      <div>
        <div className="lender-check">
          <input
            type="checkbox"
            id={`${form}-confirm`}
            name="confirm"
            aria-describedby={`${form}-confirm-error`}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={`${form}-confirm`}>{fill(w.confirm, { what })}</label>
        </div>
        <p className="field-error" id={`${form}-confirm-error`} role="alert">
          {error ?? ''}
        </p>
      </div>
      <button type="submit" className="btn btn-danger">
        {w.submit}
      </button>
    </form>
  )
}

/** Pausing takes one button; so does making it active again. */
export function ActiveForm({ action, active, what }: { action: string; active: boolean; what: string }) {
  return (
    <form method="post" action={`${action}/${active ? 'pause' : 'resume'}`}>
      <Csrf />
      <button type="submit" className="btn btn-outline">
        {fill(active ? w.pause : w.resume, { what })}
      </button>
    </form>
  )
}
