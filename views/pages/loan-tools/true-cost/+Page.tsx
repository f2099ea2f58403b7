import { trueCostFaqs } from '../../../../src/shared/content/loan-tools-copy'
import { toolLimits } from '../../../../src/shared/loan-tools/inputs'
import { benchmarks } from '../../../../src/shared/loan-tools/floating'
import { Choice, NumberField, SelectField } from '../shared/Fields'
import { FiguresCard, ShownHelp } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { link, shown } from '../shared/view'
import { LoanGrid, ToolForm, loanSpecs } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'
import { chargeFields, floatingDefaults, floatingLimits } from './present'

export function Page() {
  const { view, values, hint } = useToolPage<Data>()
  const form = (
    <ToolForm tool="true-cost" title="Your loan offer">
      <LoanGrid specs={loanSpecs} values={values} hint={hint} />
      <Choice
        name="rateType"
        legend="The interest rate is"
        value={values.rateType ?? 'fixed'}
        options={[
          { value: 'fixed', label: 'Fixed' },
          { value: 'floating', label: 'Floating' },
        ]}
      />
      <fieldset className="tool-lump">
        <legend>If the rate is floating</legend>
        <div className="tool-grid tool-grid-3">
          <SelectField
            name="benchmark"
            label="Benchmark"
            value={values.benchmark ?? floatingDefaults.benchmark}
            options={benchmarks.map((b) => ({ value: b.value, label: b.label }))}
          />
          <NumberField
            name="spread"
            label="Spread over the benchmark"
            unit="%"
            value={values.spread ?? String(floatingDefaults.spread)}
            min={floatingLimits.spread.min}
            max={floatingLimits.spread.max}
            step={0.01}
            hint={hint('spread')}
          />
          <NumberField
            name="reset"
            label="Rate reset every"
            unit="months"
            value={values.reset ?? String(floatingDefaults.resetMonths)}
            min={floatingLimits.resetMonths.min}
            max={floatingLimits.resetMonths.max}
            hint={hint('reset')}
          />
        </div>
        <ShownHelp view={view} k="benchmark-rate" />
      </fieldset>
      <div className="tool-grid">
        <NumberField
          name="fee"
          label="Processing fee"
          unit=""
          value={values.fee!}
          min={0}
          step="any"
          hint={hint('fee')}
          before={
            <span aria-hidden="true" {...shown(view, 'fee-rupees')}>
              ₹
            </span>
          }
          after={
            <span aria-hidden="true" {...shown(view, 'fee-percent')}>
              %
            </span>
          }
        />
        <Choice
          name="feeKind"
          legend="The fee is quoted"
          value={values.feeKind!}
          options={[
            { value: 'percent', label: 'in % of the loan' },
            { value: 'rupees', label: 'in ₹' },
          ]}
        />
      </div>
      <label className="tool-check" htmlFor="lt-gst">
        <input type="checkbox" id="lt-gst" name="gst" value="1" defaultChecked={values.gst === '1'} />
        Add 18% GST to the fee
      </label>
      <h3>Other charges taken from the loan (optional)</h3>
      <div className="tool-grid tool-grid-3">
        {chargeFields.map((f) => (
          <NumberField
            key={f.name}
            name={f.name}
            label={f.label}
            unit="₹"
            value={values[f.name] ?? ''}
            min={0}
            max={toolLimits.charges.max}
            hint={hint(f.name)}
          />
        ))}
      </div>
    </ToolForm>
  )
  const results = (
    <FiguresCard
      view={view}
      actions={
        <a className="btn btn-outline" {...link(view, 'kfs')} {...shown(view, 'kfs')} data-testid="lt-kfs-link">
          Illustrative Key Facts Statement
        </a>
      }
      main={{ k: 'apr', label: 'APR, the true yearly cost' }}
      sentence="summary"
      rows={{
        emi: 'Monthly EMI',
        fee: 'Processing fee',
        gst: 'GST on the fee (18%)',
        charges: 'Other charges',
        net: 'Net amount disbursed',
        interest: 'Total interest',
        repay: 'Total of the EMIs',
        cost: 'Total cost of the loan',
      }}
      strong={['net', 'cost']}
    >
      <ShownHelp view={view} k="shock" />
    </FiguresCard>
  )
  const explain = (
    <>
      <p>
        Lenders quote the interest rate, but take the processing fee, the 18% GST on it and charges such as insurance or stamp duty out of
        the loan before it reaches you. You still repay EMIs on the full amount, so what you actually receive costs more than the rate says.
      </p>
      <p>
        The <strong>APR</strong> measures that. It is the yearly rate at which the net amount disbursed grows into your EMIs, worked out as
        the Reserve Bank of India’s Key Facts Statement does:
      </p>
      <p className="tool-formula">Net disbursed = EMI ÷ (1 + r) + EMI ÷ (1 + r)² + … + EMI ÷ (1 + r)ⁿ, and APR = r × 12</p>
      <ul>
        <li>The total cost is the interest plus every fee and charge.</li>
        <li>With no fees or charges, the APR is exactly the interest rate.</li>
      </ul>
      <p className="fine-print">
        We keep full precision while calculating and round to the rupee only for display. A lender’s KFS may print an APR 0.01% higher when
        it rounds the instalment to the paisa first.
      </p>
    </>
  )
  return (
    <ToolShell
      slug="true-cost"
      title="True cost & APR"
      lead="What you really receive and repay once the processing fee, GST and other charges are in, and the APR that puts it in one figure."
      form={form}
      results={results}
      explain={explain}
      faqs={trueCostFaqs}
    />
  )
}
