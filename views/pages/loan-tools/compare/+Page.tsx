import './compare.css'
import { defaultOfferLabel, OFFER_LABEL_MAX, offerFieldNames, toolLimits } from '#src/shared/loan-tools/inputs'
import { fill } from '#src/shared/i18n/fill'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import { Choice, NumberField } from '../shared/Fields'
import { ResultsCard, Sentence } from '../shared/Results'
import { ToolExplain, ToolShell } from '../shared/ToolShell'
import { flagged, out, shown, type ToolView } from '../shared/view'
import { LoanTypeField } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'
import { cardFigures, offerNumbers } from './present'

export function Page() {
  const { compare: w } = useMessages().tools
  const explain = <ToolExplain w={w} />
  return (
    <ToolShell
      slug="compare"
      title={w.heading}
      lead={w.lead}
      form={<CompareForm />}
      results={<Results />}
      layout="stacked"
      explain={explain}
      faqs={w.faqs}
    />
  )
}

/** The offers to compare, each with its amount, rate, tenure and fee, in one GET form. */
function CompareForm() {
  const { values } = useToolPage<Data>()
  const { compare: w } = useMessages().tools
  const href = useHref()
  return (
    <form id="compare-form" className="tool-form card" method="get" action={href('/loan-tools/compare')} noValidate>
      <h2 className="tool-form-title">{w.formTitle}</h2>
      <p className="tool-help compare-intro">{w.intro}</p>
      <div className="compare-offers">
        {offerNumbers.map((n) => (
          <OfferFields key={n} n={n} />
        ))}
      </div>
      <div className="compare-foot">
        <LoanTypeField name="loan" value={values.loan!} />
        <button type="submit" className="btn btn-primary tool-submit">
          {w.submit}
        </button>
      </div>
    </form>
  )
}

/** One offer's boxes: its name, amount, rate, tenure, fee (in % or ₹), GST on the fee and other charges. */
function OfferFields({ n }: { n: number }) {
  const { view, values, hint } = useToolPage<Data>()
  const { compare: w, shared } = useMessages().tools
  // An unnamed offer is 'Offer n' in the query; a page in another language leaves its box empty and names it in the placeholder.
  const typedLabel = (n: number, label = '') => (label === defaultOfferLabel(n) && fill(w.offerN, { n }) !== label ? '' : label)
  const f = offerFieldNames(n)
  const optional = n > 2
  return (
    <fieldset className="tool-lump compare-offer">
      <legend>
        {fill(w.offerN, { n })}
        {optional && shared.optional}
      </legend>
      <div className="tool-field">
        <label htmlFor={`lt-${f.label}`}>{w.name}</label>
        <input
          className="compare-label"
          id={`lt-${f.label}`}
          name={f.label}
          type="text"
          maxLength={OFFER_LABEL_MAX}
          defaultValue={typedLabel(n, values[f.label])}
          placeholder={fill(w.offerN, { n })}
        />
      </div>
      <NumberField
        name={f.amount}
        label={shared.loanAmount}
        unit="₹"
        value={values[f.amount] ?? ''}
        min={toolLimits.amount.min}
        max={toolLimits.amount.max}
        hint={hint(f.amount)}
      />
      <div className="compare-pair">
        <NumberField
          name={f.rate}
          label={w.rate}
          unit="%"
          value={values[f.rate] ?? ''}
          min={toolLimits.rate.min}
          max={toolLimits.rate.max}
          step={0.01}
          hint={hint(f.rate)}
        />
        <NumberField
          name={f.months}
          label={w.tenure}
          unit={shared.unitMonths}
          value={values[f.months] ?? ''}
          min={toolLimits.months.min}
          max={toolLimits.months.max}
          hint={hint(f.months)}
        />
      </div>
      <div className="compare-pair">
        <NumberField
          name={f.fee}
          label={w.fee}
          unit=""
          value={values[f.fee] ?? ''}
          min={0}
          step="any"
          hint={hint(f.fee)}
          before={
            <span aria-hidden="true" {...shown(view, `fee-rupees${n}`)}>
              ₹
            </span>
          }
          after={
            <span aria-hidden="true" {...shown(view, `fee-percent${n}`)}>
              %
            </span>
          }
        />
        <Choice
          name={f.feeKind}
          legend={w.feeIn}
          value={values[f.feeKind] ?? 'percent'}
          options={[
            { value: 'percent', label: '%' },
            { value: 'rupees', label: '₹' },
          ]}
        />
      </div>
      <label className="tool-check" htmlFor={`lt-${f.gst}`}>
        <input
          type="checkbox"
          id={`lt-${f.gst}`}
          name={f.gst}
          value="1"
          defaultChecked={values[f.gst] === undefined ? true : values[f.gst] === '1'}
        />
        {w.addGst}
      </label>
      <NumberField
        name={f.charges}
        label={w.charges}
        unit="₹"
        value={values[f.charges] ?? ''}
        min={0}
        max={toolLimits.charges.max}
        hint={hint(f.charges)}
      />
    </fieldset>
  )
}

/** The offers side by side, cheapest by APR marked in words. */
function Results() {
  const { view } = useToolPage<Data>()
  const { compare: w } = useMessages().tools
  const metrics = cardFigures.map((key) => ({ key, label: w.metrics[key] }))
  return (
    <ResultsCard view={view} title={w.resultsTitle}>
      <Sentence view={view} k="verdict" />
      {/* A narrow screen gets one card per offer, the cheapest first; a wide one the table (docs/decisions/166). */}
      <ol className="compare-cards" aria-label={w.cardsLabel}>
        {offerNumbers.map((n) => (
          <li key={n} className="compare-card" data-testid={`lt-card${n}`} {...shown(view, `card${n}`)}>
            <h3 {...flagged(view, `card-cheap${n}`, 'compare-card-title')}>
              <span {...out(view, `card-label${n}`)} />
              <span className="compare-mark" {...out(view, `card-mark${n}`)} />
            </h3>
            <dl className="figure-list">
              {metrics.map((m) => (
                <div key={m.key} className={m.key === 'cost' || m.key === 'apr' ? 'figure-total' : undefined}>
                  <dt>{m.label}</dt>
                  <dd {...out(view, `card-${m.key}${n}`)} />
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <div className="tool-table-wrap compare-table-wrap" tabIndex={0} role="region" aria-label={w.tableLabel}>
        <table className="tool-table compare-table">
          <caption className="visually-hidden">{w.tableCaption}</caption>
          <thead>
            <tr>
              <td />
              {offerNumbers.map((n) => (
                <th key={n} scope="col" {...shown(view, `offer${n}`)} {...flagged(view, `cheap${n}`, 'compare-col')}>
                  <span data-testid={`lt-label${n}`} {...out(view, `label${n}`)} />
                  <span className="compare-mark" data-testid={`lt-mark${n}`} {...out(view, `mark${n}`)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {metrics.map((m) => (
              <tr key={m.key} className={m.key === 'cost' || m.key === 'apr' ? 'compare-key' : undefined}>
                <th scope="row">{m.label}</th>
                {offerNumbers.map((n) => (
                  <Cell key={n} view={view} n={n} k={`${m.key}${n}`} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ResultsCard>
  )
}

function Cell({ view, n, k }: { view: ToolView; n: number; k: string }) {
  return <td data-testid={`lt-${k}`} {...shown(view, `offer${n}`)} {...flagged(view, `cheap${n}`, 'compare-col')} {...out(view, k)} />
}
