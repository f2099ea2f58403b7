import type { ReactNode } from 'react'
import { toolLimits } from '../../../../src/shared/loan-tools/inputs'
import { NumberFields, SelectField, type NumberSpec } from './Fields'
import { loanTypeOptions } from './format'

/**
 * A tool's form: its card, heading and submit button. GET keeps the figures in a shareable address;
 * a private form (income, EMIs) posts, and data-private tells the script so (docs/decisions/091).
 */
export function ToolForm(props: { tool: string; title: string; submit?: string; private?: boolean; children: ReactNode }) {
  const { tool, title, submit = 'Calculate', children } = props
  return (
    <form
      id={`${tool}-form`}
      className="tool-form card"
      method={props.private ? 'post' : 'get'}
      action={`/loan-tools/${tool}`}
      noValidate
      data-private={props.private ? '' : undefined}
    >
      <h2 className="tool-form-title">{title}</h2>
      {children}
      <button type="submit" className="btn btn-primary tool-submit">
        {submit}
      </button>
    </form>
  )
}

/** The loan most tools start from: amount, rate and tenure. */
export const loanSpecs: NumberSpec[] = [
  { name: 'amount', label: 'Loan amount', unit: '₹', limits: toolLimits.amount },
  { name: 'rate', label: 'Interest rate (% a year)', unit: '%', limits: toolLimits.rate, step: 0.01 },
  { name: 'months', label: 'Tenure (months)', unit: 'months', limits: toolLimits.months },
]

/** A row of number boxes ending with the loan type, which Apply Now carries. */
export function LoanGrid(props: { specs: NumberSpec[]; values: Record<string, string>; hint: (name: string) => string | undefined }) {
  return (
    <div className="tool-grid">
      <NumberFields {...props} />
      <SelectField name="loan" label="Loan type" value={props.values.loan!} options={loanTypeOptions} />
    </div>
  )
}
