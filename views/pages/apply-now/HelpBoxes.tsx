import type { ReactNode } from 'react'
import { loanLimits } from '../../../src/shared/content/business'
import { ratesAndCharges } from '../../../src/shared/content/loan-types'
import { telHref } from '../../../src/shared/content/site'
import { formatInr } from '../../../src/shared/format/inr'
import { Icon } from '../../components/Icon'
import { useSite } from '../../hooks/use-site'

export function NeedHelp() {
  const site = useSite()
  return (
    <section className="card apply-help" aria-labelledby="help-heading">
      <h2 id="help-heading">Need Help?</h2>
      <p>Our loan advisors can help you fill in the form or choose a loan.</p>
      <ul className="apply-contact">
        <li>
          <span className="apply-contact-icon">
            <Icon name="phone" />
          </span>
          <span>
            <a href={telHref(site.phone)}>{site.phone}</a>
            <small>{site.hours}</small>
          </span>
        </li>
        <li>
          <span className="apply-contact-icon">
            <Icon name="mail" />
          </span>
          <span>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <small>Support e-mail, answered within one working day</small>
          </span>
        </li>
      </ul>
    </section>
  )
}

/**
 * 'Rates & Charges' (docs/product.md §8 Apply form); the amount limits are the form's own constants
 * (§16.2), so the box never contradicts the form.
 */
export function RatesAndCharges() {
  const rows: [string, ReactNode][] = [
    ['Processing Fee', ratesAndCharges.processingFee],
    [
      'Pre-closure Charges',
      <>
        {ratesAndCharges.preClosure}
        <small className="apply-dl-note">{ratesAndCharges.preClosureScope}</small>
      </>,
    ],
    [ratesAndCharges.tenureLabel, ratesAndCharges.tenure],
    ['Rate of Interest', ratesAndCharges.rateOfInterest],
    ['Minimum Loan Amount', formatInr(loanLimits.minAmount)],
    ['Maximum Loan Amount', formatInr(loanLimits.maxAmount)],
    ['Minimum Monthly Income', formatInr(loanLimits.minMonthlyIncome)],
  ]
  return (
    <section className="card apply-rates" id="pricing" aria-labelledby="pricing-heading">
      <h2 id="pricing-heading">Rates &amp; Charges</h2>
      <dl className="apply-dl">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
