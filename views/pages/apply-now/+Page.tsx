import './apply-now.css'
import { useData } from 'vike-react/useData'
import { applyCopy } from '../../../src/shared/content/apply'
import { Icon } from '../../components/Icon'
import type { Data } from './+data'
import { ApplyForm } from './ApplyForm'
import { NeedHelp, RatesAndCharges } from './HelpBoxes'
import { LoanTypeTabs } from './LoanTypeTabs'
import { Steps } from './Steps'

const trust = ['100% secure and transparent', 'No hidden charges', 'Offers from multiple lenders']

export function Page() {
  const { loanTypes, initialTab, prefillAmount } = useData<Data>()
  return (
    <>
      <section className="page-hero apply-hero">
        <div className="container">
          <p className="apply-eyebrow">Apply Now</p>
          <h1>{applyCopy.title}</h1>
          <p className="apply-lead">{applyCopy.lead}</p>
          <Steps />
        </div>
      </section>
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
    </>
  )
}
