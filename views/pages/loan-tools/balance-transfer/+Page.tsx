import { toolLimits } from '#src/shared/loan-tools/inputs'
import { useMessages } from '#views/i18n/use-i18n'
import { NumberFields } from '../shared/Fields'
import { FiguresCard } from '../shared/Results'
import { ToolExplain, ToolShell } from '../shared/ToolShell'
import { LoanGrid, ToolForm } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'

export function Page() {
  const { view, values, hint } = useToolPage<Data>()
  const { balanceTransfer: w, shared } = useMessages().tools
  const form = (
    <ToolForm tool="balance-transfer" title={w.formTitle}>
      <LoanGrid
        specs={[
          { name: 'outstanding', label: w.outstanding, unit: '₹', limits: toolLimits.outstanding },
          { name: 'currentRate', label: w.currentRate, unit: '%', limits: toolLimits.rate, step: 0.01 },
          { name: 'remainingMonths', label: w.remainingMonths, unit: shared.unitMonths, limits: toolLimits.months },
        ]}
        values={values}
        hint={hint}
      />
      <h3>{w.offerTitle}</h3>
      <div className="tool-grid">
        <NumberFields
          values={values}
          hint={hint}
          specs={[
            { name: 'newRate', label: w.newRate, unit: '%', limits: toolLimits.rate, step: 0.01 },
            { name: 'fees', label: w.fees, unit: '₹', limits: { min: 0, max: toolLimits.charges.max }, help: w.feesHelp },
          ]}
        />
      </div>
    </ToolForm>
  )
  const results = (
    <FiguresCard
      view={view}
      title={w.resultsTitle}
      main={{ k: 'total-saving', label: w.totalSaving }}
      sentence="verdict"
      rows={w.rows}
      strong={['break-even']}
    />
  )
  const explain = <ToolExplain w={w} />
  return <ToolShell slug="balance-transfer" title={w.heading} lead={w.lead} form={form} results={results} explain={explain} faqs={w.faqs} />
}
