import { useData } from 'vike-react/useData'
import { Icon } from '#views/components/Icon'
import { useMessages } from '#views/i18n/use-i18n'
import { link, out, shown } from '../loan-tools/shared/view'
import type { Data } from './+data'
import { PieChart } from './PieChart'

/** The figures, in a polite live region as they change, then the chart and the way to apply. */
export function Results() {
  const { view, result } = useData<Data>()
  const w = useMessages().emi
  return (
    <section className="tool-results card" aria-labelledby="emi-results-title">
      <h2 id="emi-results-title" className="visually-hidden">
        {w.resultsTitle}
      </h2>
      <div aria-live="polite" className="tool-figures" data-testid="emi-figures">
        <p className="tool-main">
          <span className="tool-main-label">{w.monthlyEmi}</span>
          <output className="tool-main-value" htmlFor="emi-amount emi-rate emi-tenure" data-testid="emi-value" {...out(view, 'emi')} />
          <span className="emi-none" {...shown(view, 'none')}>
            {w.noInstalment}
          </span>
        </p>
        <dl className="figure-list emi-breakdown">
          <div>
            <dt>
              <span className="dot dot-principal" aria-hidden="true" />
              {w.principalAmount}
            </dt>
            <dd data-testid="emi-principal" {...out(view, 'principal')} />
          </div>
          <div>
            <dt>
              <span className="dot dot-interest" aria-hidden="true" />
              {w.totalInterest}
            </dt>
            <dd data-testid="emi-interest" {...out(view, 'interest')} />
          </div>
          <div className="figure-total">
            <dt>{w.totalPayment}</dt>
            <dd data-testid="emi-total" {...out(view, 'total')} />
          </div>
        </dl>
      </div>
      <PieChart principal={result.principal} interest={result.totalInterest ?? 0} shownWhen={shown(view, 'some')} />
      <a className="btn btn-accent emi-apply" {...link(view, 'apply')}>
        {w.applyNow} <Icon name="arrow" size={18} />
      </a>
      <p className="emi-note">{w.note}</p>
    </section>
  )
}
