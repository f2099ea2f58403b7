import { useFormState } from '#views/hooks/use-form-state'
import { Field, SelectField, TextareaField } from '../Field'
import { Csrf } from '../Csrf'
import { formatDate } from '#src/shared/format/date'
import { formatInr } from '#src/shared/format/inr'
import { rejectReasons, statusLabels, type StepFacts } from '#src/shared/leads'
import { stepForm } from '#src/shared/schemas/leads'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

// One form per move a lead can make next (docs/decisions/228): each step asks for what it records,
// and a refusal shows under that step's form alone.

/** What the desk knows of an application's steps, for its forms. */
export interface StepContext {
  facts: StepFacts
  /** The active lenders' names, and the one whose offer the borrower chose ('' for none). */
  lenders: string[]
  chosenLender: string
  /** Today in India, YYYY-MM-DD: the latest payout date. */
  today: string
}

const w = desk.steps
const buttons: Record<string, string> = w.buttons

/** The fields a step records beyond its note. */
function StepFields({
  to,
  ctx,
  values,
  errors,
}: {
  to: string
  ctx?: StepContext
  values: Record<string, string>
  errors: Record<string, string>
}) {
  const id = (name: string) => `f-${to}-${name}`
  const field = (name: string) => ({ name, id: id(name), error: errors[name], defaultValue: values[name] ?? '' })
  switch (to) {
    case 'sent_to_lender':
      return (
        <SelectField
          {...field('lender')}
          label={w.lender}
          defaultValue={values.lender ?? (ctx?.lenders.includes(ctx.chosenLender) ? ctx.chosenLender : '')}
          required
        >
          <option value="">{w.choose}</option>
          {ctx?.lenders.map((l) => (
            <option key={l} value={l}>
              {l}
              {l === ctx.chosenLender ? w.borrowersChoice : ''}
            </option>
          ))}
        </SelectField>
      )
    case 'sanctioned':
      return (
        <div className="lead-step-row">
          <Field {...field('amount')} label={w.amountSanctioned} inputMode="numeric" maxLength={16} required />
          <Field {...field('rate')} label={w.rate} inputMode="decimal" maxLength={7} required />
          <Field {...field('tenure')} label={w.tenure} inputMode="numeric" maxLength={3} required />
        </div>
      )
    case 'disbursed':
      return (
        <div className="lead-step-row">
          <Field
            {...field('amount')}
            defaultValue={values.amount ?? (ctx?.facts.sanctionedAmount ? String(ctx.facts.sanctionedAmount) : '')}
            label={w.amountPaidOut}
            inputMode="numeric"
            maxLength={16}
            required
          />
          <Field {...field('date')} label={w.paidOutOn} type="date" max={ctx?.today} required />
        </div>
      )
    case 'rejected':
      return (
        <SelectField {...field('reason')} label={w.reason} required>
          <option value="">{w.choose}</option>
          {Object.entries(rejectReasons).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </SelectField>
      )
    default:
      return null
  }
}

/** The form for one move: what the step records, a note, and the button that makes it. */
export function StepForm({ to, action, ctx, primary }: { to: string; action: string; ctx?: StepContext; primary?: boolean }) {
  const { values, errors } = useFormState(stepForm(to))
  return (
    <form method="post" action={action} noValidate className="lead-step-form" aria-label={statusLabels[to]}>
      <Csrf />
      <input type="hidden" name="to" value={to} />
      <StepFields to={to} ctx={ctx} values={values} errors={errors} />
      <TextareaField
        name="note"
        id={`f-${to}-note`}
        label={w.note}
        defaultValue={values.note ?? ''}
        error={errors.note}
        rows={2}
        maxLength={1000}
      />
      <button type="submit" className={primary ? 'btn btn-primary' : 'btn btn-outline'}>
        {buttons[to] ?? statusLabels[to]}
      </button>
    </form>
  )
}

/** What the steps past "sent to lender" recorded, as the desk reads them. */
export function StepFactsList({ facts }: { facts: StepFacts }) {
  const rows: [string, string][] = []
  if (facts.lender) rows.push([w.sentTo, facts.lender])
  if (facts.sanctionedAmount !== null && facts.sanctionedRate !== null && facts.sanctionedTenure !== null)
    rows.push([
      w.sanctioned,
      fill(w.sanctionedFact, { amount: formatInr(facts.sanctionedAmount), rate: facts.sanctionedRate, months: facts.sanctionedTenure }),
    ])
  if (facts.disbursedAmount !== null && facts.disbursedOn)
    rows.push([w.disbursed, fill(w.disbursedFact, { amount: formatInr(facts.disbursedAmount), date: formatDate(facts.disbursedOn) })])
  if (facts.endReason) rows.push([w.reason, rejectReasons[facts.endReason]])
  if (rows.length === 0) return null
  return (
    <dl className="lead-facts lead-step-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="contents-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
