import { useData } from 'vike-react/useData'
import { APPLY_FORM } from '#src/shared/content/apply'
import { isLoanTypeKey } from '#src/shared/content/after-submit'
import { Icon } from '#views/components/Icon'
import { useFormState } from '#views/hooks/use-form-state'
import { useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'
import { ApplyForm } from './ApplyForm'
import { NeedHelp, RatesAndCharges } from './HelpBoxes'
import { LoanTypeTabs } from './LoanTypeTabs'

/** The form and the loan-type tabs beside it, which live-apply.ts makes live (docs/decisions/148). */
export function ApplyLayout() {
  const { loanTypes, initialTab, prefillAmount } = useData<Data>()
  const t = useMessages().apply
  // A 422 re-render comes back on the tab the form was sent under.
  const sent = useFormState(APPLY_FORM).values.loanType
  const tab = isLoanTypeKey(sent) ? sent : initialTab
  return (
    <div className="container apply-layout">
      <section className="card apply-form-card" aria-labelledby="apply-form-heading">
        <h2 id="apply-form-heading">{t.formHeading}</h2>
        <ul className="apply-trust">
          {t.trust.map((line) => (
            <li key={line}>
              <Icon name="check" size={16} />
              {line}
            </li>
          ))}
        </ul>
        <ApplyForm prefillAmount={prefillAmount} loanType={tab} />
      </section>
      <aside className="apply-aside" aria-label={t.asideLabel}>
        <LoanTypeTabs types={loanTypes} initialTab={tab} />
        <NeedHelp />
        <RatesAndCharges />
      </aside>
    </div>
  )
}
