import type { ReactNode } from 'react'
import { loanLimits } from '#src/shared/content/business'
import { ratesAndCharges } from '#src/shared/content/loan-types'
import { telHref } from '#src/shared/content/site'
import { formatInr } from '#src/shared/format/inr'
import { Icon } from '#views/components/Icon'
import { useHours, useSite } from '#views/hooks/use-site'
import { dataName } from '#src/shared/i18n/data-name'
import { useLocale, useMessages } from '#views/i18n/use-i18n'

export function NeedHelp() {
  const site = useSite()
  const t = useMessages().apply
  return (
    <section className="card apply-help" aria-labelledby="help-heading">
      <h2 id="help-heading">{t.help.heading}</h2>
      <p>{t.help.text}</p>
      <ul className="apply-contact">
        <li>
          <span className="apply-contact-icon">
            <Icon name="phone" />
          </span>
          <span>
            <a href={telHref(site.phone)}>{site.phone}</a>
            <small>{useHours()}</small>
          </span>
        </li>
        <li>
          <span className="apply-contact-icon">
            <Icon name="mail" />
          </span>
          <span>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <small>{t.help.emailNote}</small>
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
  const t = useMessages().apply
  const locale = useLocale()
  const name = (value: string) => dataName(t.names, locale, value)
  const rows: [string, ReactNode][] = [
    [t.rates.processingFee, name(ratesAndCharges.processingFee)],
    [
      t.rates.preClosure,
      <>
        {name(ratesAndCharges.preClosure)}
        <small className="apply-dl-note">{name(ratesAndCharges.preClosureScope)}</small>
      </>,
    ],
    [name(ratesAndCharges.tenureLabel), name(ratesAndCharges.tenure)],
    [t.rates.rateOfInterest, name(ratesAndCharges.rateOfInterest)],
    [t.rates.minAmount, formatInr(loanLimits.minAmount)],
    [t.rates.maxAmount, formatInr(loanLimits.maxAmount)],
    [t.rates.minIncome, formatInr(loanLimits.minMonthlyIncome)],
  ]
  return (
    <section className="card apply-rates" id="pricing" aria-labelledby="pricing-heading">
      <h2 id="pricing-heading">{t.rates.heading}</h2>
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
