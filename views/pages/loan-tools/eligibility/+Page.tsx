import { toolLimits } from '#src/shared/loan-tools/inputs'
import { Icon } from '#views/components/Icon'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import { Mirrors, NumberField, NumberFields } from '../shared/Fields'
import { FigureList, FiguresCard, MainFigure, Sentence, ShownHelp } from '../shared/Results'
import { ToolExplain, ToolShell } from '../shared/ToolShell'
import { link } from '../shared/view'
import { LoanTypeField, ToolForm } from '../shared/ToolForm'
import { useToolPage } from '../shared/use-tool-page'
import type { Data } from './+data'
import { targetLimits, targetNames } from './present'

export function Page() {
  const { eligibility: w } = useMessages().tools
  const explain = <ToolExplain w={w} />
  return (
    <ToolShell
      slug="eligibility"
      title={w.heading}
      lead={w.lead}
      form={<EligibilityForm />}
      results={<Results />}
      wide={<ReverseEmi />}
      explain={explain}
      faqs={w.faqs}
    />
  )
}

/** The eligibility form: income, EMIs already paid, age and the loan asked for. */
function EligibilityForm() {
  const { values, hint } = useToolPage<Data>()
  const { eligibility: w, shared } = useMessages().tools
  return (
    // Posted: income and EMIs never go into the address (docs/decisions/091).
    <ToolForm tool="eligibility" title={w.formTitle} submit={w.submit} private>
      <div className="tool-grid">
        <NumberFields
          values={values}
          hint={hint}
          specs={[
            { name: 'income', label: w.income, unit: '₹', limits: toolLimits.income, help: w.incomeHelp },
            { name: 'emis', label: w.emis, unit: '₹', limits: { min: 0, max: toolLimits.existingEmis.max }, help: w.emisHelp },
            { name: 'age', label: w.age, unit: shared.unitYears, limits: toolLimits.age },
          ]}
        />
        <LoanTypeField name="loanType" value={values.loanType!} />
      </div>
      <h3>{w.theLoan}</h3>
      <div className="tool-grid">
        <NumberFields
          values={values}
          hint={hint}
          specs={[
            { name: 'rate', label: shared.ratePerYear, unit: '%', limits: toolLimits.rate, step: 0.01 },
            { name: 'months', label: shared.tenureMonths, unit: shared.unitMonths, limits: toolLimits.months },
          ]}
        />
        <NumberField
          name="foir"
          label={w.foir}
          unit="%"
          value={values.foir ?? ''}
          min={toolLimits.foirPercent.min}
          max={toolLimits.foirPercent.max}
          help={w.foirHelp}
          hint={hint('foir')}
        />
        <NumberField
          name="retirementAge"
          label={w.retirementAge}
          unit={shared.unitYears}
          value={values.retirementAge!}
          min={toolLimits.retirementAge.min}
          max={toolLimits.retirementAge.max}
          hint={hint('retirementAge')}
        />
      </div>
      <Mirrors values={values} names={targetNames} />
    </ToolForm>
  )
}

/** The result: the largest loan, the EMI it allows and what it was worked out with. */
function Results() {
  const { view } = useToolPage<Data>()
  const { eligibility: w } = useMessages().tools
  return (
    <FiguresCard
      view={view}
      title={w.resultsTitle}
      main={{ k: 'max-loan', label: w.maxLoan }}
      sentence="explanation"
      rows={{ 'max-emi': w.maxEmi, 'foir-used': w.foirUsed, 'months-used': w.monthsUsed }}
    >
      <ShownHelp view={view} k="months-note" />
    </FiguresCard>
  )
}

/** The reverse calculator: the loan a chosen EMI buys, in its own GET form. */
function ReverseEmi() {
  const { view, values, hint } = useToolPage<Data>()
  const { eligibility: w, shared } = useMessages().tools
  const href = useHref()
  return (
    <section className="tool-wide" aria-labelledby="reverse-title">
      <div className="container tool-layout tool-layout-flat">
        <form
          id="reverse-emi-form"
          className="tool-form card"
          method="get"
          action={href('/loan-tools/eligibility')}
          noValidate
          aria-labelledby="reverse-title"
        >
          <h2 id="reverse-title" className="tool-form-title">
            {w.reverseTitle}
          </h2>
          <div className="tool-grid tool-grid-3">
            <NumberFields
              values={values}
              hint={hint}
              specs={[
                { name: 'targetEmi', label: w.targetEmi, unit: '₹', limits: targetLimits.targetEmi },
                { name: 'targetRate', label: w.targetRate, unit: '%', limits: targetLimits.targetRate, step: 0.01 },
                { name: 'targetMonths', label: shared.tenureMonths, unit: shared.unitMonths, limits: targetLimits.targetMonths },
              ]}
            />
          </div>
          <button type="submit" className="btn btn-primary tool-submit">
            {w.reverseSubmit}
          </button>
        </form>
        <section className="tool-results card" aria-labelledby="reverse-results-title">
          <h3 id="reverse-results-title" className="tool-results-title">
            {w.reverseResults}
          </h3>
          <div className="tool-figures" aria-live="polite">
            <MainFigure view={view} k="target-loan" label={shared.loanAmount} />
            <Sentence view={view} k="target-sentence" />
            <FigureList
              view={view}
              rows={{ 'target-interest': w.targetInterest, 'target-total': w.targetTotal }}
              strong={['target-total']}
            />
          </div>
          <a className="btn btn-outline" {...link(view, 'target-apply')} data-testid="lt-target-apply">
            {w.applyForThis} <Icon name="arrow" size={18} />
          </a>
        </section>
      </div>
    </section>
  )
}
