import './rate-converter.css'
import { rateKinds } from '#src/shared/loan-tools/inputs'
import { useMessages } from '#views/i18n/use-i18n'
import { Choice, NumberField } from '../shared/Fields'
import { FigureList, ResultsCard, Sentence } from '../shared/Results'
import { ToolExplain, ToolShell } from '../shared/ToolShell'
import { LoanGrid, ToolForm, useLoanSpecs } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import { out, shown } from '../shared/view'
import type { Data } from './+data'

export function Page() {
  const { view, values, hint } = useToolPage<Data>()
  const { rateConverter: w } = useMessages().tools
  // The amount and the tenure as every tool asks them; the rate box takes the kind chosen below it.
  const [amount, rate, months] = useLoanSpecs()
  const form = (
    <ToolForm tool="rate-converter" title={w.formTitle}>
      <LoanGrid specs={[amount!, { ...rate!, label: w.rate }, months!]} values={values} hint={hint} />
      <Choice
        name="rateKind"
        legend={w.kind}
        value={values.rateKind ?? 'flat'}
        options={rateKinds.map((k) => ({ value: k, label: w.kinds[k] }))}
        help={w.kindHelp}
      />
      <div className="tool-grid">
        <NumberField
          name="fee"
          label={w.fee}
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
          legend={w.feeKind}
          value={values.feeKind!}
          options={[
            { value: 'rupees', label: w.feeRupees },
            { value: 'percent', label: w.feePercent },
          ]}
        />
      </div>
      <label className="tool-check" htmlFor="lt-gst">
        <input type="checkbox" id="lt-gst" name="gst" value="1" defaultChecked={values.gst === '1'} />
        {w.gst}
      </label>
    </ToolForm>
  )
  const results = (
    <ResultsCard view={view} title={w.resultsTitle}>
      <dl className="rate-side">
        {(Object.keys(w.side) as (keyof typeof w.side)[]).map((k) => (
          <div key={k} className={k === 'reducing' ? 'rate-side-main' : undefined}>
            <dt>{w.side[k]}</dt>
            <dd data-testid={`lt-${k}`} {...out(view, k)} />
          </div>
        ))}
      </dl>
      <Sentence view={view} k="sentence" />
      <FigureList view={view} rows={w.rows} strong={['net']} />
    </ResultsCard>
  )
  return (
    <ToolShell
      slug="rate-converter"
      title={w.heading}
      lead={w.lead}
      form={form}
      results={results}
      explain={<ToolExplain w={w} />}
      faqs={w.faqs}
    />
  )
}
