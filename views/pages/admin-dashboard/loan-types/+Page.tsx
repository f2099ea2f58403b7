import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { Csrf } from '#views/components/Csrf'
import type { LoanTypeTerms } from '#src/shared/content/loan-types'
import type { Data } from './+data'
import { loanTypes as w } from '#src/shared/i18n/admin/outbox'
import { fill } from '#src/shared/i18n/fill'

const fields = [
  { name: 'interestRate', label: w.interestRate },
  { name: 'repaymentPeriod', label: w.repaymentPeriod },
  { name: 'prepayment', label: w.prepayment },
] as const

// Six forms share field names, so each input gets an id of its own (the shared Field derives ids from names).
function TermsForm({ type }: { type: LoanTypeTerms }) {
  const { formState } = usePageContext()
  const mine = formState?.form === `loan-type-${type.key}` ? formState : null
  return (
    <section className="card lead-card" id={`type-${type.key}`} aria-labelledby={`lt-${type.key}`}>
      <h2 id={`lt-${type.key}`}>{type.name}</h2>
      <form method="post" action={`/admin-dashboard/loan-types/${type.key}`} noValidate>
        <Csrf />
        {fields.map((f) => {
          const id = `lt-${type.key}-${f.name}`
          const error = mine?.errors[f.name]
          return (
            <div className="field" key={f.name}>
              <label htmlFor={id}>{f.label}</label>
              <input
                id={id}
                name={f.name}
                defaultValue={mine?.values[f.name] ?? type[f.name]}
                maxLength={100}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <p className="field-error" id={`${id}-error`} role="alert">
                {error ?? ''}
              </p>
            </div>
          )
        })}
        <button type="submit" className="btn btn-primary">
          {fill(w.save, { name: type.name })}
        </button>
      </form>
    </section>
  )
}

export function Page() {
  const { types } = useData<Data>()
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">{w.kicker}</p>
          <h1>{w.title}</h1>
          <p className="admin-muted">{w.intro}</p>
        </div>
      </header>
      <div className="lead-types">
        {types.map((t) => (
          <TermsForm key={t.key} type={t} />
        ))}
      </div>
    </>
  )
}
