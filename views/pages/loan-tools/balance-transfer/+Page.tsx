import { balanceTransferFaqs } from '../../../../src/shared/content/loan-tools-copy'
import { toolLimits } from '../../../../src/shared/loan-tools/inputs'
import { NumberFields } from '../shared/Fields'
import { FiguresCard } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { LoanGrid, ToolForm } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'

export function Page() {
  const { view, values, hint } = useToolPage<Data>()
  const form = (
    <ToolForm tool="balance-transfer" title="Your loan now">
      <LoanGrid
        specs={[
          { name: 'outstanding', label: 'Principal still owed', unit: '₹', limits: toolLimits.outstanding },
          { name: 'currentRate', label: 'Current rate (% a year)', unit: '%', limits: toolLimits.rate, step: 0.01 },
          { name: 'remainingMonths', label: 'Months left to pay', unit: 'months', limits: toolLimits.months },
        ]}
        values={values}
        hint={hint}
      />
      <h3>The new lender’s offer</h3>
      <div className="tool-grid">
        <NumberFields
          values={values}
          hint={hint}
          specs={[
            { name: 'newRate', label: 'New rate (% a year)', unit: '%', limits: toolLimits.rate, step: 0.01 },
            {
              name: 'fees',
              label: 'What the move costs',
              unit: '₹',
              limits: { min: 0, max: toolLimits.charges.max },
              help: 'Processing fee with GST, legal and valuation charges, stamp duty.',
            },
          ]}
        />
      </div>
    </ToolForm>
  )
  const results = (
    <FiguresCard
      view={view}
      title="Does moving pay?"
      main={{ k: 'total-saving', label: 'Total saving after fees' }}
      sentence="verdict"
      rows={{
        'current-emi': 'EMI now',
        'new-emi': 'New EMI',
        'monthly-saving': 'Saving a month',
        'current-total': 'Left to pay now',
        'new-total': 'Left to pay after moving',
        fees: 'Cost of moving',
        'break-even': 'Break-even month',
      }}
      strong={['break-even']}
    />
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
          <strong>Break-even</strong> is the month in which the EMIs saved first add up to the fees. Close or move the loan before it and
          the transfer has cost you money.
        </li>
      </ul>
      <p className="fine-print">
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
