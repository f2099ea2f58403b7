import { useData } from 'vike-react/useData'
import { APPLY_FORM } from '../../../src/shared/content/apply'
import { isLoanTypeKey } from '../../../src/shared/content/after-submit'
import { Icon } from '../../components/Icon'
import { useFormState } from '../../hooks/use-form-state'
import type { Data } from './+data'
import { ApplyForm } from './ApplyForm'
import { NeedHelp, RatesAndCharges } from './HelpBoxes'
import { LoanTypeTabs } from './LoanTypeTabs'

const trust = ['100% secure and transparent', 'No hidden charges', 'Offers from multiple lenders']

/** The form and the loan-type tabs beside it, which live-apply.ts makes live (docs/decisions/148). */
export function ApplyLayout() {
  const { loanTypes, initialTab, prefillAmount } = useData<Data>()
  // A 422 re-render comes back on the tab the form was sent under.
  const sent = useFormState(APPLY_FORM).values.loanType
  const tab = isLoanTypeKey(sent) ? sent : initialTab
  return (
    <div className="container apply-layout">
      <section className="card apply-form-card" aria-labelledby="apply-form-heading">
        <h2 id="apply-form-heading">Your application</h2>
        <ul className="apply-trust">
          {trust.map((t) => (
            <li key={t}>
              <Icon name="check" size={16} />
              {t}
            </li>
          ))}
        </ul>
        <ApplyForm prefillAmount={prefillAmount} loanType={tab} />
      </section>
      <aside className="apply-aside" aria-label="Loan types, help and charges">
        <LoanTypeTabs types={loanTypes} initialTab={tab} />
        <NeedHelp />
        <RatesAndCharges />
      </aside>
    </div>
  )
}
