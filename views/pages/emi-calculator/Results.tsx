import type { EmiResult } from '../../../src/shared/emi'
import { formatInr } from '../../../src/shared/format/inr'
import { Icon } from '../../components/Icon'
import { PieChart } from './PieChart'

/** The figures, updated live in a polite live region, then the chart and the way to apply. */
export function Results({ result }: { result: EmiResult }) {
  const { emiRounded, principal, totalInterest, totalPayment, inputs } = result
  const none = emiRounded === null
  return (
    <section className="tool-results card" aria-labelledby="emi-results-title">
      <h2 id="emi-results-title" className="visually-hidden">
        Your results
      </h2>
      <div aria-live="polite" className="tool-figures" data-testid="emi-figures">
        <p className="tool-main">
          <span className="tool-main-label">Monthly EMI</span>
          <output className="tool-main-value" htmlFor="emi-amount emi-rate emi-tenure" data-testid="emi-value">
            {none ? '—' : formatInr(emiRounded)}
          </output>
          {none && <span className="emi-none">A tenure of 0 years has no instalment. Choose at least 1 year to see your EMI.</span>}
        </p>
        <dl className="figure-list emi-breakdown">
          <div>
            <dt>
              <span className="dot dot-principal" aria-hidden="true" />
              Principal amount
            </dt>
            <dd data-testid="emi-principal">{formatInr(principal)}</dd>
          </div>
          <div>
            <dt>
              <span className="dot dot-interest" aria-hidden="true" />
              Total interest
            </dt>
            <dd data-testid="emi-interest">{none ? '—' : formatInr(totalInterest!)}</dd>
          </div>
          <div className="figure-total">
            <dt>Total payment</dt>
            <dd data-testid="emi-total">{none ? '—' : formatInr(totalPayment!)}</dd>
          </div>
        </dl>
      </div>
      {!none && <PieChart principal={principal} interest={totalInterest!} />}
      <a className="btn btn-accent emi-apply" href={`/apply-now?amount=${inputs.amount}`}>
        Apply Now <Icon name="arrow" size={18} />
      </a>
      <p className="emi-note">Figures are indicative. Your lender confirms the rate and EMI in the sanction letter.</p>
    </section>
  )
}
