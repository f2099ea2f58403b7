import './rate-converter.css'
import { rateKinds } from '#src/shared/loan-tools/inputs'
import { useMessages } from '#views/i18n/use-i18n'
import { Choice, FeeFields } from '../shared/Fields'
import { FigureList, ResultsCard, Sentence } from '../shared/Results'
import { ToolExplain, ToolShell } from '../shared/ToolShell'
import { LoanGrid, ToolForm, useLoanSpecs } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import { out } from '../shared/view'
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
      <FeeFields words={w} values={values} view={view} hint={hint} />
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
