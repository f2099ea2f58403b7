import { MessagesJson } from '#views/i18n/messages-json'
import { useMessages } from '#views/i18n/use-i18n'
import { toolLimits } from '#src/shared/loan-tools/inputs'
import { benchmarks } from '#src/shared/loan-tools/floating'
import { Choice, FeeFields, Mirrors, NumberField, SelectField } from '../shared/Fields'
import { FiguresCard, ShownHelp } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { link, shown } from '../shared/view'
import { LoanGrid, ToolForm, useLoanSpecs } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'
import { chargeFields, floatingDefaults, floatingLimits } from './present'
import { CoolingOff } from './CoolingOff'
import { coolingOffFields } from './cooling-off'
import { around } from './words'

export function Page() {
  const m = useMessages().trueCost
  return (
    <ToolShell
      slug="true-cost"
      title={m.heading}
      lead={m.lead}
      form={<TrueCostForm />}
      results={<Results />}
      wide={<CoolingOffPart />}
      explain={<Explain />}
      faqs={m.faqs}
    />
  )
}

/** The loan and everything it costs besides interest: fee, GST, insurance and other charges. */
function TrueCostForm() {
  const { view, values, hint } = useToolPage<Data>()
  const m = useMessages().trueCost
  const f = m.form
  const specs = useLoanSpecs()
  return (
    <ToolForm tool="true-cost" title={f.title}>
      <LoanGrid specs={specs} values={values} hint={hint} />
      <Choice
        name="rateType"
        legend={f.rateType}
        value={values.rateType ?? 'fixed'}
        options={[
          { value: 'fixed', label: f.fixed },
          { value: 'floating', label: f.floating },
        ]}
      />
      <fieldset className="tool-lump">
        <legend>{f.ifFloating}</legend>
        <div className="tool-grid tool-grid-3">
          <SelectField
            name="benchmark"
            label={f.benchmark}
            value={values.benchmark ?? floatingDefaults.benchmark}
            options={benchmarks.map((b) => ({ value: b.value, label: m.benchmarks[b.value] ?? b.label }))}
          />
          <NumberField
            name="spread"
            label={f.spread}
            unit="%"
            value={values.spread ?? String(floatingDefaults.spread)}
            min={floatingLimits.spread.min}
            max={floatingLimits.spread.max}
            step={0.01}
            hint={hint('spread')}
          />
          <NumberField
            name="reset"
            label={f.reset}
            unit={f.resetUnit}
            value={values.reset ?? String(floatingDefaults.resetMonths)}
            min={floatingLimits.resetMonths.min}
            max={floatingLimits.resetMonths.max}
            hint={hint('reset')}
          />
        </div>
        <ShownHelp view={view} k="benchmark-rate" />
      </fieldset>
      <FeeFields words={f} values={values} view={view} hint={hint} />
      <h3>{f.charges}</h3>
      <div className="tool-grid tool-grid-3">
        {chargeFields.map((c) => (
          <NumberField
            key={c.name}
            name={c.name}
            label={m.form[c.name]}
            unit="₹"
            value={values[c.name] ?? ''}
            min={0}
            max={toolLimits.charges.max}
            hint={hint(c.name)}
          />
        ))}
      </div>
      {/* The cooling-off calculator's days and period, kept when this form is sent without script. */}
      <Mirrors values={values} names={coolingOffFields} />
    </ToolForm>
  )
}

/** The true cost: the APR, the EMI, the fees and charges, the amount in hand and the total repaid, with the way to its KFS. */
function Results() {
  const { view } = useToolPage<Data>()
  const m = useMessages().trueCost
  return (
    <FiguresCard
      view={view}
      actions={
        <a className="btn btn-outline" {...link(view, 'kfs')} {...shown(view, 'kfs')} data-testid="lt-kfs-link">
          {m.results.kfsLink}
        </a>
      }
      main={{ k: 'apr', label: m.results.main }}
      sentence="summary"
      rows={{
        emi: m.results.emi,
        fee: m.results.fee,
        gst: m.results.gst,
        charges: m.results.charges,
        net: m.results.net,
        interest: m.results.interest,
        repay: m.results.repay,
        cost: m.results.cost,
      }}
      strong={['net', 'cost']}
    >
      <ShownHelp view={view} k="shock" />
    </FiguresCard>
  )
}

/** How the APR is worked out, and the words the page's script writes as the figures change. */
function Explain() {
  const m = useMessages().trueCost
  const [aprBefore, aprAfter] = around(m.explain.apr, 'apr')
  return (
    <>
      <p>{m.explain.fees}</p>
      <p>
        {aprBefore}
        <strong>APR</strong>
        {aprAfter}
      </p>
      <p className="tool-formula">{m.explain.formula}</p>
      <ul>
        {m.explain.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p className="fine-print">{m.explain.fine}</p>
      {/* The words the page's script writes as the figures change (docs/decisions/180). */}
      <MessagesJson parts={['trueCost']} />
    </>
  )
}

/** The cooling-off calculator, on the loan above. */
function CoolingOffPart() {
  const { loan, search } = useToolPage<Data>()
  return (
    <div className="container">
      <CoolingOff loan={loan} carry={search} mirror />
    </div>
  )
}
