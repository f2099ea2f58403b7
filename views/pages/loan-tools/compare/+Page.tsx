import './compare.css'
import { compareFaqs } from '../../../../src/shared/content/loan-tools-copy'
import { OFFER_LABEL_MAX, offerFieldNames, toolLimits } from '../../../../src/shared/loan-tools/inputs'
import { Choice, NumberField, SelectField } from '../shared/Fields'
import { loanTypeOptions } from '../shared/format'
import { ResultsCard, Sentence } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { flagged, out, shown, type ToolView } from '../shared/view'
import {} from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'
import { offerNumbers } from './present'

const metrics = [
  { key: 'emi', label: 'Monthly EMI' },
  { key: 'interest', label: 'Total interest' },
  { key: 'fees', label: 'Processing fee with GST' },
  { key: 'charges', label: 'Other charges' },
  { key: 'net', label: 'Net amount disbursed' },
  { key: 'apr', label: 'APR' },
  { key: 'cost', label: 'Total cost' },
] as const

export function Page() {
  const { view, values, hint } = useToolPage<Data>()
  const form = (
    <form id="compare-form" className="tool-form card" method="get" action="/loan-tools/compare" noValidate>
      <h2 className="tool-form-title">The offers</h2>
      <p className="tool-help compare-intro">
        Copy each lender’s figures from its offer or Key Facts Statement. Fill in a third amount to compare three.
      </p>
      <div className="compare-offers">
        {offerNumbers.map((n) => {
          const f = offerFieldNames(n)
          const optional = n > 2
          return (
            <fieldset key={n} className="tool-lump compare-offer">
              <legend>
                Offer {n}
                {optional && ' (optional)'}
              </legend>
              <div className="tool-field">
                <label htmlFor={`lt-${f.label}`}>Name</label>
                <input
                  className="compare-label"
                  id={`lt-${f.label}`}
                  name={f.label}
                  type="text"
                  maxLength={OFFER_LABEL_MAX}
                  defaultValue={values[f.label] ?? ''}
                  placeholder={`Offer ${n}`}
                />
              </div>
              <NumberField
                name={f.amount}
                label="Loan amount"
                unit="₹"
                value={values[f.amount] ?? ''}
                min={toolLimits.amount.min}
                max={toolLimits.amount.max}
                hint={hint(f.amount)}
              />
              <div className="compare-pair">
                <NumberField
                  name={f.rate}
                  label="Rate (% a year)"
                  unit="%"
                  value={values[f.rate] ?? ''}
                  min={toolLimits.rate.min}
                  max={toolLimits.rate.max}
                  step={0.01}
                  hint={hint(f.rate)}
                />
                <NumberField
                  name={f.months}
                  label="Tenure"
                  unit="months"
                  value={values[f.months] ?? ''}
                  min={toolLimits.months.min}
                  max={toolLimits.months.max}
                  hint={hint(f.months)}
                />
              </div>
              <div className="compare-pair">
                <NumberField
                  name={f.fee}
                  label="Processing fee"
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
                  legend="Fee in"
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
                Add 18% GST to the fee
              </label>
              <NumberField
                name={f.charges}
                label="Other charges"
                unit="₹"
                value={values[f.charges] ?? ''}
                min={0}
                max={toolLimits.charges.max}
                hint={hint(f.charges)}
              />
            </fieldset>
          )
        })}
      </div>
      <div className="compare-foot">
        <SelectField name="loan" label="Loan type" value={values.loan!} options={loanTypeOptions} />
        <button type="submit" className="btn btn-primary tool-submit">
          Compare
        </button>
      </div>
    </form>
  )
  const results = (
    <ResultsCard view={view} title="Side by side">
      <Sentence view={view} k="verdict" />
      {/* A narrow screen gets one card per offer, the cheapest first; a wide one the table (docs/decisions/166). */}
      <ol className="compare-cards" aria-label="The offers, cheapest first">
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
      <div className="tool-table-wrap compare-table-wrap" tabIndex={0} role="region" aria-label="The offers compared">
        <table className="tool-table compare-table">
          <caption className="visually-hidden">The offers compared, the cheapest marked</caption>
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
  const explain = (
    <>
      <p>
        Two offers at nearly the same rate can cost very different amounts once the processing fee, the GST on it and the other charges are
        counted. This page works out each offer’s true cost the way our true-cost tool does and marks the cheapest.
      </p>
      <ul>
        <li>
          <strong>Total cost</strong> is all the interest plus every fee and charge: what the loan costs you beyond the amount borrowed.
        </li>
        <li>
          <strong>APR</strong> is that cost as a yearly rate on the money that actually reaches you, so offers of different sizes or tenures
          can be compared too.
        </li>
      </ul>
      <p className="fine-print">
        When every offer lends the same amount over the same tenure, the cheapest is the lowest total cost (on a tie, the lower APR). When
        the amounts or tenures differ, a bigger or longer loan always costs more in rupees, so the offers are ranked by APR instead, and the
        page says so.
      </p>
    </>
  )
  return (
    <ToolShell
      slug="compare"
      title="Compare loan offers"
      lead="Two or three offers side by side: the EMI, the interest, the fees, the APR and the total cost of each, with the cheapest marked."
      form={form}
      results={results}
      layout="stacked"
      explain={explain}
      faqs={compareFaqs}
    />
  )
}

function Cell({ view, n, k }: { view: ToolView; n: number; k: string }) {
  return <td data-testid={`lt-${k}`} {...shown(view, `offer${n}`)} {...flagged(view, `cheap${n}`, 'compare-col')} {...out(view, k)} />
}
