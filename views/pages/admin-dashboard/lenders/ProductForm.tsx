import { percentText, type LenderProduct } from '#src/shared/content/lenders'
import { loanTypeSeed } from '#src/shared/content/loan-types'
import { stateNames } from '#src/shared/content/states'
import { Csrf } from '#views/components/Csrf'
import { Field, SelectField } from '#views/components/Field'
import { useFormState, type FormView } from './form-state'
import { lenders } from '#src/shared/i18n/admin/lenders'

type Box = { name: string; label: string; hint?: string }

const words = lenders.productForm
const boxes = (names: readonly (keyof typeof words)[]): Box[] =>
  names.map((name) => {
    const box = words[name] as { label: string; hint?: string }
    return { name, label: box.label, hint: box.hint }
  })
const ranges = boxes(['minAmount', 'maxAmount', 'minTenure', 'maxTenure'])
const rates = boxes(['rate', 'benchmark', 'benchmarkRate', 'spread'])
const costs = boxes(['processingFee', 'preClosure'])
const eligibility = boxes(['minMonthlyIncome', 'minAge', 'maxAge', 'maxAgeAtEnd'])

/** A saved product as the form's strings. */
function savedValues(p: LenderProduct): Record<string, string> {
  const floating = p.rate.kind === 'floating' ? p.rate : null
  return {
    loanType: p.loanType,
    minAmount: String(p.minAmount),
    maxAmount: String(p.maxAmount),
    minTenure: String(p.minTenure),
    maxTenure: String(p.maxTenure),
    rateKind: p.rate.kind,
    rate: p.rate.kind === 'fixed' ? percentText(p.rate.rateBp) : '',
    benchmark: floating?.benchmark ?? '',
    benchmarkRate: floating ? percentText(floating.benchmarkBp) : '',
    spread: floating ? percentText(floating.spreadBp) : '',
    processingFee: percentText(p.processingFeeBp),
    preClosure: p.preClosure,
    minMonthlyIncome: String(p.minMonthlyIncome),
    minAge: String(p.minAge),
    maxAge: String(p.maxAge),
    maxAgeAtEnd: String(p.maxAgeAtEnd),
    statesServed: p.states === 'all' ? 'all' : 'list',
    states: p.states === 'all' ? '' : p.states.join(','),
  }
}

const fresh = { rateKind: 'fixed', statesServed: 'all' }

function Boxes({ boxes, f }: { boxes: Box[]; f: FormView }) {
  return (
    <div className="lender-grid">
      {boxes.map((b) => (
        <Field key={b.name} name={b.name} label={b.label} hint={b.hint} defaultValue={f.value(b.name)} error={f.error(b.name)} />
      ))}
    </div>
  )
}

function Choice({ name, options, f }: { name: string; options: [string, string][]; f: FormView }) {
  const error = f.error(name)
  return (
    <div className="lender-choice">
      {options.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name={name} value={value} defaultChecked={f.value(name) === value} /> {label}
        </label>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function States({ f }: { f: FormView }) {
  const ticked = new Set(f.value('states').split(','))
  const error = f.error('states')
  return (
    <fieldset className="lender-fieldset" aria-describedby={error ? 'states-error' : undefined}>
      <legend>{words.statesServed}</legend>
      <Choice
        name="statesServed"
        options={[
          ['all', words.allOfIndia],
          ['list', words.onlyTicked],
        ]}
        f={f}
      />
      <div className="lender-states">
        {stateNames.map((s) => (
          <label key={s}>
            <input type="checkbox" name="states" value={s} defaultChecked={ticked.has(s)} /> {s}
          </label>
        ))}
      </div>
      <p className="field-error" id="states-error" role="alert">
        {error ?? ''}
      </p>
    </fieldset>
  )
}

/** The product form: empty to add one to a lender, filled to edit one (docs/decisions/201, 202). */
export function ProductForm({ product, action, form, submit }: { product?: LenderProduct; action: string; form: string; submit: string }) {
  const f = useFormState(form, product ? savedValues(product) : fresh)
  return (
    <form method="post" action={action} noValidate className="lender-form">
      <Csrf />
      {f.message && (
        <p className="notice notice-error" role="alert">
          {f.message}
        </p>
      )}
      <SelectField name="loanType" label={words.loanType} defaultValue={f.value('loanType')} error={f.error('loanType')}>
        <option value="">{words.choose}</option>
        {loanTypeSeed.map((t) => (
          <option key={t.key} value={t.key}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <Boxes boxes={ranges} f={f} />
      <fieldset className="lender-fieldset">
        <legend>{words.interestRate}</legend>
        <Choice
          name="rateKind"
          options={[
            ['fixed', words.fixed],
            ['floating', words.floating],
          ]}
          f={f}
        />
        <Boxes boxes={rates} f={f} />
      </fieldset>
      <Boxes boxes={costs} f={f} />
      <fieldset className="lender-fieldset">
        <legend>{words.eligibility}</legend>
        <Boxes boxes={eligibility} f={f} />
      </fieldset>
      <States f={f} />
      <button type="submit" className="btn btn-primary">
        {submit}
      </button>
    </form>
  )
}
