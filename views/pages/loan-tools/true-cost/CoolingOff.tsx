import './cooling-off.css'
import { usePageContext } from 'vike-react/usePageContext'
import { coolingOffLimits } from '#src/shared/loan-tools/inputs'
import { useHref, useMessages, useLocale } from '#views/i18n/use-i18n'
import { NumberField } from '../shared/Fields'
import { out, shown } from '../shared/view'
import { coolingOffFields, coolingOffView, readCoolingOff, type CoolingOffLoan } from './cooling-off'

interface Props {
  /** The loan on the page, as the true-cost engine worked it out. */
  loan: CoolingOffLoan
  /** The page's own query (the loan's fields), carried in hidden inputs so that sending this form keeps the loan. */
  carry: string
  /** On the true-cost tool its script merges the two forms, so the hidden copies go (data-mirror, shared/enhance.ts). */
  mirror?: boolean
  /** The lender's own period, on an offer's KFS; the tool's default otherwise. */
  period?: number
}

/**
 * The cooling-off calculator (docs/decisions/211, 212): a GET form of its own that answers on the same
 * page, at #cooling-off, with or without script. On the true-cost tool its figures follow the typing
 * (the tool's view carries them); on the KFS the server answers the form.
 */
export function CoolingOff({ loan, carry, mirror, period }: Props) {
  const { urlPathname, urlParsed } = usePageContext()
  const m = useMessages().trueCost
  const locale = useLocale()
  const c = m.coolingOff
  const href = useHref()
  const reading = readCoolingOff(urlParsed.searchAll, period)
  const view = { ...coolingOffView(urlParsed.searchAll, loan, m, locale, period), href: {}, rows: {} }
  const hidden = [...new URLSearchParams(carry)].filter(([name]) => !(coolingOffFields as readonly string[]).includes(name))
  return (
    <section className="card cooling-off" id="cooling-off" aria-labelledby="cooling-off-title">
      <h2 id="cooling-off-title">{c.title}</h2>
      <p className="tool-help">{c.intro}</p>
      <p className="cooling-off-loan" data-testid="co-loan" {...out(view, 'co-loan')} />
      <form id="cooling-off-form" className="cooling-off-form" method="get" action={`${href(urlPathname)}#cooling-off`} noValidate>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} data-mirror={mirror ? '' : undefined} />
        ))}
        <div className="tool-grid">
          <NumberField
            idPrefix="co"
            name="days"
            label={c.days}
            unit={c.unitDays}
            value={String(reading.days)}
            min={coolingOffLimits.days.min}
            max={coolingOffLimits.days.max}
            help={c.daysHelp}
            hint={view.text['days-hint']}
          />
          <NumberField
            idPrefix="co"
            name="period"
            label={c.period}
            unit={c.unitDays}
            value={String(reading.period)}
            min={coolingOffLimits.period.min}
            max={coolingOffLimits.period.max}
            help={c.periodHelp}
            hint={view.text['period-hint']}
          />
        </div>
        <button type="submit" className="btn btn-outline">
          {c.submit}
        </button>
      </form>
      <div className="cooling-off-answer" aria-live="polite">
        {/* Only while the period is open: afterwards the sentence says so, and what to do. */}
        <div className="cooling-off-answer" {...shown(view, 'co-figures')}>
          <p className="tool-main">
            <span className="tool-main-label">{c.repay}</span>
            <span className="tool-main-value" data-testid="co-repay" {...out(view, 'co-repay')} />
          </p>
          <dl className="figure-list">
            <div>
              <dt>{c.rows.principal}</dt>
              <dd data-testid="co-principal" {...out(view, 'co-principal')} />
            </div>
            <div>
              <dt>{c.rows.cost}</dt>
              <dd data-testid="co-cost" {...out(view, 'co-cost')} />
            </div>
            <div className="figure-total">
              <dt>{c.rows.ends}</dt>
              <dd data-testid="co-ends" {...out(view, 'co-ends')} />
            </div>
          </dl>
          <p className="tool-formula" data-testid="co-formula" {...out(view, 'co-formula')} />
        </div>
        <p className="tool-sentence" data-testid="co-sentence" {...out(view, 'co-sentence')} />
      </div>
      <p className="fine-print">{c.note}</p>
    </section>
  )
}
