import { useData } from 'vike-react/useData'
import { Icon } from '../../components/Icon'
import type { Data } from './+data'
import { ApplyForm } from './ApplyForm'
import { NeedHelp, RatesAndCharges } from './HelpBoxes'
import { LoanTypeTabs } from './LoanTypeTabs'

const trust = ['100% secure and transparent', 'No hidden charges', 'Offers from multiple lenders']

/** The live part of the page: the form and the loan-type tabs beside it (docs/decisions/086). */
export function ApplyLayout() {
  const { loanTypes, initialTab, prefillAmount } = useData<Data>()
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
        <ApplyForm prefillAmount={prefillAmount} />
      </section>
      <aside className="apply-aside" aria-label="Loan types, help and charges">
        <LoanTypeTabs types={loanTypes} initialTab={initialTab} />
        <NeedHelp />
        <RatesAndCharges />
      </aside>
    </div>
  )
}
