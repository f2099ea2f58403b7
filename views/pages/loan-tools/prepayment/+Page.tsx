import { prepaymentLumpRows } from '../../../../src/shared/content/loan-tools-nav'
import { prepaymentChargeWhose, prepaymentFaqs } from '../../../../src/shared/content/loan-tools-copy'
import { lumpFieldNames, toolLimits } from '../../../../src/shared/loan-tools/inputs'
import { Choice, NumberField } from '../shared/Fields'
import { FiguresCard, ShownHelp } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { link, out } from '../shared/view'
import { LoanGrid, ToolForm, loanSpecs } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'

const rows = Array.from({ length: prepaymentLumpRows }, (_, i) => i + 1)

export function Page() {
  const { view, values, hint } = useToolPage<Data>()
  const form = (
    <ToolForm tool="prepayment" title="Your loan">
      <LoanGrid specs={loanSpecs} values={values} hint={hint} />
      <h3>Lump sums you plan to prepay</h3>
      <p className="tool-help">Each one is paid just after that month’s EMI. Leave a row empty to skip it.</p>
      {rows.map((n) => {
        const names = lumpFieldNames(n)
        return (
          <fieldset key={n} className="tool-lump">
            <legend>Lump sum {n}</legend>
            <div className="tool-lump-fields">
              <NumberField
                name={names.amount}
                label="Amount"
                unit="₹"
                value={values[names.amount] ?? ''}
                min={toolLimits.lumpAmount.min}
                hint={hint(names.amount)}
              />
              <NumberField
                name={names.month}
                label="After EMI no."
                unit=""
                value={values[names.month] ?? ''}
                min={1}
                hint={hint(names.month)}
              />
              <label className="tool-check" htmlFor={`lt-${names.yearly}`}>
                <input
                  type="checkbox"
                  id={`lt-${names.yearly}`}
                  name={names.yearly}
                  value="1"
                  defaultChecked={values[names.yearly] === '1'}
                />
                Every year
              </label>
            </div>
          </fieldset>
        )
      })}
      <Choice
        name="mode"
        legend="After a prepayment"
        value={values.mode!}
        options={[
          { value: 'reduce-tenure', label: 'Keep the EMI, end sooner' },
          { value: 'reduce-emi', label: 'Keep the end date, lower the EMI' },
        ]}
      />
      <h3>Your lender’s prepayment charge</h3>
      <p className="tool-help" data-testid="lt-charge-whose">
        {prepaymentChargeWhose}
      </p>
      <div className="tool-grid">
        <Choice
          name="floating"
          legend="Interest rate type"
          value={values.floating!}
          options={[
            { value: '1', label: 'Floating' },
            { value: '0', label: 'Fixed' },
          ]}
        />
        <Choice
          name="borrower"
          legend="Borrowed for"
          value={values.borrower!}
          options={[
            { value: 'individual', label: 'Personal use' },
            { value: 'business', label: 'Business' },
          ]}
        />
      </div>
      <NumberField
        name="chargePercent"
        label="Lender’s prepayment charge (% of the sum prepaid)"
        unit="%"
        value={values.chargePercent!}
        min={toolLimits.chargePercent.min}
        max={toolLimits.chargePercent.max}
        step={0.01}
        help="As your lender’s Key Facts Statement states it. Used only when a charge may apply: a fixed rate, or a loan for business."
        hint={hint('chargePercent')}
      />
    </ToolForm>
  )
  const results = (
    <FiguresCard
      view={view}
      main={{ k: 'saved', label: 'Interest saved' }}
      sentence="outcome"
      rows={{
        'original-emi': 'EMI now',
        'revised-emi': 'EMI after prepaying',
        'original-months': 'Tenure now',
        'revised-months': 'Tenure after prepaying',
        prepaid: 'Total prepaid',
        'original-interest': 'Interest without prepaying',
        'revised-interest': 'Interest with prepaying',
        charge: 'Your lender’s prepayment charge',
        net: 'Saving after any charge',
      }}
      strong={['net']}
    >
      <ShownHelp view={view} k="charge-detail" />
      <p className="tool-help" data-testid="lt-charge-reason" {...out(view, 'charge-reason')} />
    </FiguresCard>
  )
  const schedule = (
    <section className="tool-wide" aria-labelledby="prepay-schedule-title">
      <div className="container">
        <div className="tool-wide-head">
          <div>
            <h2 id="prepay-schedule-title">Revised schedule</h2>
            <p {...out(view, 'schedule-lead')} />
          </div>
          <a className="btn btn-outline" {...link(view, 'csv')} download data-testid="lt-csv">
            Download CSV
          </a>
        </div>
        <div className="tool-table-wrap is-tall" tabIndex={0} role="region" aria-labelledby="prepay-schedule-title">
          <table className="tool-table">
            <caption className="visually-hidden">Revised schedule, month by month, in rupees</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Opening (₹)</th>
                <th scope="col">EMI (₹)</th>
                <th scope="col">Interest (₹)</th>
                <th scope="col">Principal (₹)</th>
                <th scope="col">Prepaid (₹)</th>
                <th scope="col">Closing (₹)</th>
              </tr>
            </thead>
            <tbody data-rows="schedule" data-testid="lt-schedule">
              {view.rows.schedule!.map((cells) => (
                <tr key={cells[0]}>
                  <th scope="row">{cells[0]}</th>
                  {cells.slice(1).map((c, i) => (
                    <td key={i}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td />
                <td data-testid="lt-tot-emi" {...out(view, 'tot-emi')} />
                <td data-testid="lt-tot-interest" {...out(view, 'tot-interest')} />
                <td data-testid="lt-tot-principal" {...out(view, 'tot-principal')} />
                <td data-testid="lt-tot-prepaid" {...out(view, 'tot-prepaid')} />
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  )
  const explain = (
    <>
      <p>
        Interest is charged each month on what you still owe. A lump sum paid on top of an EMI goes straight to the principal, so every
        later month carries less interest. Paid early in the loan, it saves the most.
      </p>
      <ul>
        <li>
          <strong>Keep the EMI, end sooner:</strong> the same instalment clears the smaller balance faster. This saves the most interest.
        </li>
        <li>
          <strong>Keep the end date, lower the EMI:</strong> the EMI is worked out again over the months left, which eases your monthly
          budget.
        </li>
        <li>
          <strong>Charges:</strong> from 1 January 2026, RBI’s Pre-payment Charges on Loans Directions, 2025, forbid any charge on
          floating-rate loans to individuals for non-business use. Fixed-rate and business loans may carry the lender’s charge, plus 18%
          GST.
        </li>
      </ul>
      <p className="fine-print">
        The schedule is rounded to the rupee by running totals, so its columns add up to the loan and the total interest.
      </p>
    </>
  )
  return (
    <ToolShell
      slug="prepayment"
      title="Part-prepayment calculator"
      lead="What a lump sum, once or every year, saves in interest; whether to lower the EMI or end sooner; and whether your lender may charge for it."
      form={form}
      results={results}
      wide={schedule}
      explain={explain}
      faqs={prepaymentFaqs}
    />
  )
}
