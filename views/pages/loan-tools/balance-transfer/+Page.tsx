import { useData } from 'vike-react/useData'
import { balanceTransferFaqs } from '../../../../src/shared/content/loan-tools-copy'
import { toolLimits } from '../../../../src/shared/loan-tools/inputs'
import { NumberField, SelectField } from '../shared/Fields'
import { loanTypeOptions } from '../shared/format'
import { FigureList, MainFigure, ResultsCard } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { out } from '../shared/view'
import type { Data } from './+data'

export function Page() {
  const { view, search } = useData<Data>()
  const values = Object.fromEntries(new URLSearchParams(search))
  const hint = (name: string) => view.text[`${name}-hint`]
  const form = (
    <form id="balance-transfer-form" className="tool-form card" method="get" action="/loan-tools/balance-transfer" noValidate>
      <h2 className="tool-form-title">Your loan now</h2>
      <div className="tool-grid">
        <NumberField name="outstanding" label="Principal still owed" unit="₹" value={values.outstanding!} min={toolLimits.outstanding.min} max={toolLimits.outstanding.max} hint={hint('outstanding')} />
        <NumberField name="currentRate" label="Current rate (% a year)" unit="%" value={values.currentRate!} min={toolLimits.rate.min} max={toolLimits.rate.max} step={0.01} hint={hint('currentRate')} />
        <NumberField name="remainingMonths" label="Months left to pay" unit="months" value={values.remainingMonths!} min={toolLimits.months.min} max={toolLimits.months.max} hint={hint('remainingMonths')} />
        <SelectField name="loan" label="Loan type" value={values.loan!} options={loanTypeOptions} />
      </div>
      <h3>The new lender’s offer</h3>
      <div className="tool-grid">
        <NumberField name="newRate" label="New rate (% a year)" unit="%" value={values.newRate!} min={toolLimits.rate.min} max={toolLimits.rate.max} step={0.01} hint={hint('newRate')} />
        <NumberField
          name="fees"
          label="What the move costs"
          unit="₹"
          value={values.fees!}
          min={0}
          max={toolLimits.charges.max}
          help="Processing fee with GST, legal and valuation charges, stamp duty."
          hint={hint('fees')}
        />
      </div>
      <button type="submit" className="btn btn-primary tool-submit">
        Calculate
      </button>
    </form>
  )
  const results = (
    <ResultsCard view={view} title="Does moving pay?">
      <MainFigure view={view} k="total-saving" label="Total saving after fees" />
      <p className="tool-sentence" data-testid="lt-verdict" {...out(view, 'verdict')} />
      <FigureList
        view={view}
        rows={[
          { k: 'current-emi', label: 'EMI now' },
          { k: 'new-emi', label: 'New EMI' },
          { k: 'monthly-saving', label: 'Saving a month' },
          { k: 'current-total', label: 'Left to pay now' },
          { k: 'new-total', label: 'Left to pay after moving' },
          { k: 'fees', label: 'Cost of moving' },
          { k: 'break-even', label: 'Break-even month', strong: true },
        ]}
      />
    </ResultsCard>
  )
  const explain = (
    <>
      <p>
        In a balance transfer a new lender pays off what you owe and you repay it instead, at its rate, over the months you had left. The
        EMI falls, but the move has a price: the new lender’s fees.
      </p>
      <ul>
        <li>
          <strong>Total saving</strong> is what you would have paid the old lender, less what you will pay the new one, less the fees.
        </li>
        <li>
          <strong>Break-even</strong> is the month in which the EMIs saved first add up to the fees. Close or move the loan before it and the
          transfer has cost you money.
        </li>
      </ul>
      <p className="tool-fine">
        A floating-rate loan to an individual for non-business use carries no foreclosure charge at the old lender (RBI’s 2025 directions).
        For other loans, add any foreclosure charge to the cost of moving.
      </p>
    </>
  )
  return (
    <ToolShell
      slug="balance-transfer"
      title="Balance transfer calculator"
      lead="Whether moving your loan to a lower rate pays once the new lender’s fees are counted, and from which month."
      form={form}
      results={results}
      explain={explain}
      faqs={balanceTransferFaqs}
    />
  )
}
