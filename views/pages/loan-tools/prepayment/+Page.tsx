import { prepaymentLumpRows } from '#src/shared/content/loan-tools-nav'
import { fill } from '#src/shared/i18n/fill'
import { MessagesJson } from '#views/i18n/messages-json'
import { useMessages } from '#views/i18n/use-i18n'
import { lumpFieldNames, toolLimits } from '#src/shared/loan-tools/inputs'
import { Choice, NumberField } from '../shared/Fields'
import { FiguresCard, ShownHelp } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { link, out } from '../shared/view'
import { LoanGrid, ToolForm, useLoanSpecs } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'

const rows = Array.from({ length: prepaymentLumpRows }, (_, i) => i + 1)

export function Page() {
  const p = useMessages().trueCost.prepayment
  return (
    <ToolShell
      slug="prepayment"
      title={p.heading}
      lead={p.lead}
      form={<PrepaymentForm />}
      results={<Results />}
      wide={<Schedule />}
      explain={<Explain />}
      faqs={p.faqs}
    />
  )
}

/** The loan and the prepayments: lump sums, a yearly one, and what the prepayment is for. */
function PrepaymentForm() {
  const { values, hint } = useToolPage<Data>()
  const p = useMessages().trueCost.prepayment
  const f = p.form
  const specs = useLoanSpecs()
  return (
    <ToolForm tool="prepayment" title={f.title}>
      <LoanGrid specs={specs} values={values} hint={hint} />
      <h3>{f.lumps}</h3>
      <p className="tool-help">{f.lumpsHelp}</p>
      {rows.map((n) => {
        const names = lumpFieldNames(n)
        return (
          <fieldset key={n} className="tool-lump">
            <legend>{fill(f.lump, { n })}</legend>
            <div className="tool-lump-fields">
              <NumberField
                name={names.amount}
                label={f.amount}
                unit="₹"
                value={values[names.amount] ?? ''}
                min={toolLimits.lumpAmount.min}
                hint={hint(names.amount)}
              />
              <NumberField name={names.month} label={f.month} unit="" value={values[names.month] ?? ''} min={1} hint={hint(names.month)} />
              <label className="tool-check" htmlFor={`lt-${names.yearly}`}>
                <input
                  type="checkbox"
                  id={`lt-${names.yearly}`}
                  name={names.yearly}
                  value="1"
                  defaultChecked={values[names.yearly] === '1'}
                />
                {f.yearly}
              </label>
            </div>
          </fieldset>
        )
      })}
      <Choice
        name="mode"
        legend={f.mode}
        value={values.mode!}
        options={[
          { value: 'reduce-tenure', label: f.reduceTenure },
          { value: 'reduce-emi', label: f.reduceEmi },
        ]}
      />
      <h3>{f.charge}</h3>
      <p className="tool-help" data-testid="lt-charge-whose">
        {p.chargeWhose}
      </p>
      <div className="tool-grid">
        <Choice
          name="floating"
          legend={f.rateType}
          value={values.floating!}
          options={[
            { value: '1', label: f.floating },
            { value: '0', label: f.fixed },
          ]}
        />
        <Choice
          name="borrower"
          legend={f.borrower}
          value={values.borrower!}
          options={[
            { value: 'individual', label: f.individual },
            { value: 'business', label: f.business },
          ]}
        />
      </div>
      <NumberField
        name="chargePercent"
        label={f.chargePercent}
        unit="%"
        value={values.chargePercent!}
        min={toolLimits.chargePercent.min}
        max={toolLimits.chargePercent.max}
        step={0.01}
        help={f.chargeHelp}
        hint={hint('chargePercent')}
      />
    </ToolForm>
  )
}

/** What the prepayments change: EMI, months, interest, the lender's charge and the net saving. */
function Results() {
  const { view } = useToolPage<Data>()
  const p = useMessages().trueCost.prepayment
  return (
    <FiguresCard
      view={view}
      main={{ k: 'saved', label: p.results.main }}
      sentence="outcome"
      rows={{
        'original-emi': p.results['original-emi'],
        'revised-emi': p.results['revised-emi'],
        'original-months': p.results['original-months'],
        'revised-months': p.results['revised-months'],
        prepaid: p.results.prepaid,
        'original-interest': p.results['original-interest'],
        'revised-interest': p.results['revised-interest'],
        charge: p.results.charge,
        net: p.results.net,
      }}
      strong={['net']}
    >
      <ShownHelp view={view} k="charge-detail" />
      <p className="tool-help" data-testid="lt-charge-reason" {...out(view, 'charge-reason')} />
    </FiguresCard>
  )
}

/** The schedule with the prepayments, month by month, and its CSV. */
function Schedule() {
  const { view } = useToolPage<Data>()
  const p = useMessages().trueCost.prepayment
  return (
    <section className="tool-wide" aria-labelledby="prepay-schedule-title">
      <div className="container">
        <div className="tool-wide-head">
          <div>
            <h2 id="prepay-schedule-title">{p.schedule.title}</h2>
            <p {...out(view, 'schedule-lead')} />
          </div>
          <a className="btn btn-outline" {...link(view, 'csv')} download data-testid="lt-csv">
            {p.schedule.csv}
          </a>
        </div>
        <div className="tool-table-wrap is-tall" tabIndex={0} role="region" aria-labelledby="prepay-schedule-title">
          <table className="tool-table">
            <caption className="visually-hidden">{p.schedule.caption}</caption>
            <thead>
              <tr>
                {p.schedule.cols.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
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
                <th scope="row">{p.schedule.total}</th>
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
}

/** How the saving is worked out. */
function Explain() {
  const x = useMessages().trueCost.prepayment.explain
  return (
    <>
      <p>{x.intro}</p>
      <ul>
        <li>
          <strong>{x.tenure}</strong>
          {x.tenureText}
        </li>
        <li>
          <strong>{x.emi}</strong>
          {x.emiText}
        </li>
        <li>
          <strong>{x.charges}</strong>
          {x.chargesText}
        </li>
      </ul>
      <p className="fine-print">{x.fine}</p>
      {/* The words the page's script writes as the figures change (docs/decisions/180). */}
      <MessagesJson parts={['trueCost']} />
    </>
  )
}
