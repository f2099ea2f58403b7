import type { ReactNode } from 'react'
import { toolLimits } from '#src/shared/loan-tools/inputs'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import { NumberFields, SelectField, type NumberSpec } from './Fields'
import { loanTypeOptionsIn, type SharedWords } from './format'

/**
 * A tool's form: its card, heading and submit button. GET keeps the figures in a shareable address;
 * a private form (income, EMIs) posts, and data-private tells the script so (docs/decisions/091).
 */
export function ToolForm(props: { tool: string; title: string; submit?: string; private?: boolean; children: ReactNode }) {
  const { tool, title, children } = props
  const w = useMessages().tools.shared
  const href = useHref()
  return (
    <form
      id={`${tool}-form`}
      className="tool-form card"
      method={props.private ? 'post' : 'get'}
      action={href(`/loan-tools/${tool}`)}
      noValidate
      data-private={props.private ? '' : undefined}
    >
      <h2 className="tool-form-title">{title}</h2>
      {children}
      <button type="submit" className="btn btn-primary tool-submit">
        {props.submit ?? w.calculate}
      </button>
    </form>
  )
}

/** The loan most tools start from: amount, rate and tenure, in the words given. */
export function loanSpecsIn(w: SharedWords): NumberSpec[] {
  return [
    { name: 'amount', label: w.loanAmount, unit: '₹', limits: toolLimits.amount },
    { name: 'rate', label: w.ratePerYear, unit: '%', limits: toolLimits.rate, step: 0.01 },
    { name: 'months', label: w.tenureMonths, unit: w.unitMonths, limits: toolLimits.months },
  ]
}

/** The loan most tools start from, in the page's language. */
export function useLoanSpecs(): NumberSpec[] {
  return loanSpecsIn(useMessages().tools.shared)
}

/** A row of number boxes ending with the loan type, which Apply Now carries. */
export function LoanGrid(props: { specs: NumberSpec[]; values: Record<string, string>; hint: (name: string) => string | undefined }) {
  return (
    <div className="tool-grid">
      <NumberFields {...props} />
      <LoanTypeField name="loan" value={props.values.loan!} />
    </div>
  )
}

/** The loan type select, named in the page's language; its values are the same in every language. */
export function LoanTypeField({ name, value }: { name: string; value: string }) {
  const w = useMessages().tools.shared
  return <SelectField name={name} label={w.loanType} value={value} options={loanTypeOptionsIn(w)} />
}
