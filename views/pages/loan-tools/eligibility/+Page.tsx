import { eligibilityFaqs } from '../../../../src/shared/content/loan-tools-copy'
import { toolLimits } from '../../../../src/shared/loan-tools/inputs'
import { Icon } from '../../../components/Icon'
import { Mirrors, NumberField, NumberFields, SelectField } from '../shared/Fields'
import { loanTypeOptions } from '../shared/format'
import { FigureList, FiguresCard, MainFigure, Sentence, ShownHelp } from '../shared/Results'
import { ToolShell } from '../shared/ToolShell'
import { link } from '../shared/view'
import { ToolForm } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'
import { targetLimits, targetNames } from './present'

export function Page() {
  const { view, values, hint } = useToolPage<Data>()
  const form = (
    // Posted: income and EMIs never go into the address (docs/decisions/091).
    <ToolForm tool="eligibility" title="Your income" submit="Check eligibility" private>
      <div className="tool-grid">
        <NumberFields
          values={values}
          hint={hint}
          specs={[
            {
              name: 'income',
              label: 'Net monthly income',
              unit: '₹',
              limits: toolLimits.income,
              help: 'What reaches your account each month, after tax.',
            },
            {
              name: 'emis',
              label: 'EMIs you already pay',
              unit: '₹',
              limits: { min: 0, max: toolLimits.existingEmis.max },
              help: 'All of them, a month; 0 if none.',
            },
            { name: 'age', label: 'Your age', unit: 'years', limits: toolLimits.age },
          ]}
        />
        <SelectField name="loanType" label="Loan type" value={values.loanType!} options={loanTypeOptions} />
      </div>
      <h3>The loan</h3>
      <div className="tool-grid">
        <NumberFields
          values={values}
          hint={hint}
          specs={[
            { name: 'rate', label: 'Interest rate (% a year)', unit: '%', limits: toolLimits.rate, step: 0.01 },
            { name: 'months', label: 'Tenure (months)', unit: 'months', limits: toolLimits.months },
          ]}
        />
        <NumberField
          name="foir"
          label="EMI limit (FOIR)"
          unit="%"
          value={values.foir ?? ''}
          min={toolLimits.foirPercent.min}
          max={toolLimits.foirPercent.max}
          help="Leave empty for the usual limit: 50%, or 55% for a home loan."
          hint={hint('foir')}
        />
        <NumberField
          name="retirementAge"
          label="Repay by age"
          unit="years"
          value={values.retirementAge!}
          min={toolLimits.retirementAge.min}
          max={toolLimits.retirementAge.max}
          hint={hint('retirementAge')}
        />
      </div>
      <Mirrors values={values} names={targetNames} />
    </ToolForm>
  )
  const results = (
    <FiguresCard
      view={view}
      title="What you can borrow"
      main={{ k: 'max-loan', label: 'Largest loan' }}
      sentence="explanation"
      rows={{ 'max-emi': 'Largest affordable EMI', 'foir-used': 'EMI limit used', 'months-used': 'Tenure used' }}
    >
      <ShownHelp view={view} k="months-note" />
    </FiguresCard>
  )
  const reverse = (
    <section className="tool-wide" aria-labelledby="reverse-title">
      <div className="container tool-layout tool-layout-flat">
        <form
          id="reverse-emi-form"
          className="tool-form card"
          method="get"
          action="/loan-tools/eligibility"
          noValidate
          aria-labelledby="reverse-title"
        >
          <h2 id="reverse-title" className="tool-form-title">
            Reverse EMI: start from the EMI you can pay
          </h2>
          <div className="tool-grid tool-grid-3">
            <NumberFields
              values={values}
              hint={hint}
              specs={[
                { name: 'targetEmi', label: 'Monthly EMI', unit: '₹', limits: targetLimits.targetEmi },
                { name: 'targetRate', label: 'Rate (% a year)', unit: '%', limits: targetLimits.targetRate, step: 0.01 },
                { name: 'targetMonths', label: 'Tenure (months)', unit: 'months', limits: targetLimits.targetMonths },
              ]}
            />
          </div>
          <button type="submit" className="btn btn-primary tool-submit">
            Work out the loan
          </button>
        </form>
        <section className="tool-results card" aria-labelledby="reverse-results-title">
          <h3 id="reverse-results-title" className="tool-results-title">
            The loan this EMI repays
          </h3>
          <div className="tool-figures" aria-live="polite">
            <MainFigure view={view} k="target-loan" label="Loan amount" />
            <Sentence view={view} k="target-sentence" />
            <FigureList
              view={view}
              rows={{ 'target-interest': 'Total interest', 'target-total': 'Total of the EMIs' }}
              strong={['target-total']}
            />
          </div>
          <a className="btn btn-outline" {...link(view, 'target-apply')} data-testid="lt-target-apply">
            Apply for this amount <Icon name="arrow" size={18} />
          </a>
        </section>
      </div>
    </section>
  )
  const explain = (
    <>
      <p>Lenders decide how much you can borrow from what you can repay each month, not from the loan you ask for.</p>
      <ul>
        <li>
          <strong>The EMI limit (FOIR):</strong> all your EMIs together may take only part of your net income, usually about half. What is
          left after the EMIs you already pay is the most a new EMI can be.
        </li>
        <li>
          <strong>The loan:</strong> that EMI, at the rate and over the tenure, repays a loan of a certain size. This is the reverse of the
          EMI formula: P = E × ((1 + r)ⁿ − 1) ÷ (r × (1 + r)ⁿ).
        </li>
        <li>
          <strong>Your age:</strong> the loan must be repaid by the age you set, 60 unless your lender allows more, so the tenure may be
          cut.
        </li>
      </ul>
      <p className="fine-print">
        A lender also looks at your credit score, your job and the loan’s purpose. These figures are a planning guide, not an approval.
      </p>
    </>
  )
  return (
    <ToolShell
      slug="eligibility"
      title="Eligibility & reverse EMI"
      lead="The largest loan your income supports, or the loan an EMI you choose will repay. No personal details needed: only the numbers."
      form={form}
      results={results}
      wide={reverse}
      explain={explain}
      faqs={eligibilityFaqs}
    />
  )
}
