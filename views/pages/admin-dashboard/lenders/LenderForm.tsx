import type { Lender } from '#src/shared/content/lenders'
import { percentText } from '#src/shared/content/lenders'
import { Csrf } from '#views/components/Csrf'
import { Field } from '#views/components/Field'
import { useFormState } from './form-state'
import { lenders } from '#src/shared/i18n/admin/lenders'

const words = lenders.lenderForm
const names = [
  'legalName',
  'displayName',
  'rbiRegistration',
  'websiteUrl',
  'grievanceUrl',
  'grievancePhone',
  'penalCharges',
  'penalMonthly',
  'penalPerInstalment',
  'coolingOffDays',
] as const
const fields = names.map((name) => {
  const box: { label: string; hint?: string } = words[name]
  return { name, label: box.label, hint: box.hint }
})

/** A saved lender as the form's strings. */
function savedValues(l: Lender): Record<string, string> {
  return {
    legalName: l.legalName,
    displayName: l.displayName,
    rbiRegistration: l.rbiRegistration,
    websiteUrl: l.website,
    grievanceUrl: l.grievanceUrl,
    grievancePhone: l.grievancePhone,
    penalCharges: l.penalCharges,
    penalMonthly: l.penalMonthlyBp === null ? '' : percentText(l.penalMonthlyBp),
    penalPerInstalment: l.penalPerInstalment === null ? '' : String(l.penalPerInstalment),
    coolingOffDays: String(l.coolingOffDays),
    sample: l.sample ? 'on' : '',
  }
}

/** The lender form: empty to add one, filled to edit one. Posts without script (docs/decisions/201). */
export function LenderForm({ lender, action, form, submit }: { lender?: Lender; action: string; form: string; submit: string }) {
  const f = useFormState(form, lender && savedValues(lender))
  return (
    <form method="post" action={action} noValidate className="lender-form">
      <Csrf />
      {f.message && (
        <p className="notice notice-error" role="alert">
          {f.message}
        </p>
      )}
      <div className="lender-grid">
        {fields.map((x) => (
          <Field key={x.name} name={x.name} label={x.label} hint={x.hint} defaultValue={f.value(x.name)} error={f.error(x.name)} />
        ))}
      </div>
      <div className="lender-check">
        <input type="checkbox" id="f-sample" name="sample" defaultChecked={f.value('sample') === 'on'} />
        <label htmlFor="f-sample">{words.sample}</label>
      </div>
      <button type="submit" className="btn btn-primary">
        {submit}
      </button>
    </form>
  )
}
