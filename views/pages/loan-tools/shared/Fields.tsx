import type { ReactNode } from 'react'
import { useMessages } from '#views/i18n/use-i18n'
import { shown, type ToolView } from './view'

interface NumberFieldProps {
  name: string
  label: string
  /** '₹' goes before the box; anything else ('%', 'months', 'years') after it. */
  unit: string
  value: string
  min?: number
  max?: number
  step?: number | 'any'
  /** A line under the box, e.g. what the field is for. */
  help?: ReactNode
  /** The cap hint ("Capped at the maximum, …"), kept in step by the view (key `${name}-hint`). */
  hint?: string
  /** Prefix of the element ids; several forms on one page keep their ids apart. */
  idPrefix?: string
  optional?: boolean
  /** Replace the unit with your own marks before and after the box (e.g. a unit that follows a choice). */
  before?: ReactNode
  after?: ReactNode
}

/** A number box as data: its name (the query parameter), words, unit, limits and step. */
export interface NumberSpec extends Pick<NumberFieldProps, 'name' | 'label' | 'unit' | 'step' | 'help'> {
  limits: { min: number; max: number }
}

/** Number boxes from their specs, with the page's typed values and the view's cap hints. */
export function NumberFields({
  specs,
  values,
  hint,
}: {
  specs: NumberSpec[]
  values: Record<string, string>
  hint: (name: string) => string | undefined
}) {
  return specs.map(({ limits, ...spec }) => (
    <NumberField key={spec.name} {...spec} value={values[spec.name]!} min={limits.min} max={limits.max} hint={hint(spec.name)} />
  ))
}

/**
 * A labelled number box: the form field itself (name = the query parameter). novalidate on the form
 * lets an out-of-range value reach the maths, which caps it and says so here (docs/decisions/021).
 */
export function NumberField({
  name,
  label,
  unit,
  value,
  min,
  max,
  step = 1,
  help,
  hint = '',
  idPrefix = 'lt',
  optional,
  before,
  after,
}: NumberFieldProps) {
  const id = `${idPrefix}-${name}`
  const prefix = unit === '₹'
  const w = useMessages().tools.shared
  return (
    <div className="tool-field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="tool-optional">{w.optional}</span>}
      </label>
      <div className="number-box tool-box">
        {before ?? (prefix && <span aria-hidden="true">₹</span>)}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          defaultValue={value}
          aria-describedby={`${id}-hint${help ? ` ${id}-help` : ''}`}
        />
        {after ?? (!prefix && <span aria-hidden="true">{unit}</span>)}
      </div>
      {help && (
        <p className="tool-help" id={`${id}-help`}>
          {help}
        </p>
      )}
      <p className="tool-hint" id={`${id}-hint`} aria-live="polite" data-out={`${name}-hint`}>
        {hint}
      </p>
    </div>
  )
}

interface ChoiceProps {
  name: string
  legend: string
  value: string
  options: readonly { value: string; label: string }[]
  idPrefix?: string
  help?: ReactNode
}

/** A radio group in a fieldset: each choice is a plain GET value. */
export function Choice({ name, legend, value, options, idPrefix = 'lt', help }: ChoiceProps) {
  return (
    <fieldset className="tool-choice">
      <legend>{legend}</legend>
      <div className="tool-choice-options">
        {options.map((o) => (
          <label key={o.value} htmlFor={`${idPrefix}-${name}-${o.value}`}>
            <input type="radio" id={`${idPrefix}-${name}-${o.value}`} name={name} value={o.value} defaultChecked={o.value === value} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {help && <p className="tool-help">{help}</p>}
    </fieldset>
  )
}

interface SelectFieldProps {
  name: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  idPrefix?: string
}

export function SelectField({ name, label, value, options, idPrefix = 'lt' }: SelectFieldProps) {
  const id = `${idPrefix}-${name}`
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Hidden copies of another form's fields on the same page, so that sending this form without script
 * keeps the other's values (the eligibility POST keeps the reverse EMI's). The page's script removes
 * them (shared/enhance.ts).
 */
export function Mirrors({ values, names }: { values: Record<string, string>; names: readonly string[] }) {
  return (
    <>
      {names
        .filter((n) => values[n] !== undefined)
        .map((n) => (
          <input key={n} type="hidden" name={n} value={values[n]} data-mirror="" />
        ))}
    </>
  )
}

interface FeeWords {
  fee: string
  feeKind: string
  feePercent: string
  feeRupees: string
  gst: string
}

/**
 * A processing fee as the true-cost engine takes it: the figure, whether it is a share of the loan or
 * rupees (the mark beside the box follows the choice), and whether 18% GST is added.
 */
export function FeeFields({
  words: w,
  values,
  view,
  hint,
}: {
  words: FeeWords
  values: Record<string, string>
  view: ToolView
  hint: (name: string) => string | undefined
}) {
  return (
    <>
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
            { value: 'percent', label: w.feePercent },
            { value: 'rupees', label: w.feeRupees },
          ]}
        />
      </div>
      <label className="tool-check" htmlFor="lt-gst">
        <input type="checkbox" id="lt-gst" name="gst" value="1" defaultChecked={values.gst === '1'} />
        {w.gst}
      </label>
    </>
  )
}
