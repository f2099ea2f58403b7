import { useMessages } from '#views/i18n/use-i18n'
import { out, type ToolView } from '../loan-tools/shared/view'
import type { EmiFieldSpec } from './present'

/**
 * A labelled slider and number box kept in step by the page's script. The box is the form field
 * (name=field). The slider has no name and is disabled in the HTML: without script it could do
 * nothing, so the script enables it (docs/decisions/021, 132).
 */
export function InputPair({ spec, value, view }: { spec: EmiFieldSpec; value: number; view: ToolView }) {
  const { field, label, unit, min, max, sliderStep, boxStep, show } = spec
  const id = `emi-${field}`
  const prefix = unit === '₹'
  const w = useMessages().emi
  return (
    <div className="emi-pair">
      <div className="emi-pair-head">
        <label htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
        <div className={`number-box emi-box emi-box-${field}`}>
          {prefix && <span aria-hidden="true">₹</span>}
          <input
            id={id}
            name={field}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={boxStep}
            defaultValue={value}
            aria-describedby={`${id}-range ${id}-hint`}
          />
          {!prefix && <span aria-hidden="true" {...(field === 'tenure' ? out(view, 'tenure-unit') : { children: unit })} />}
        </div>
      </div>
      <input
        className="emi-slider"
        type="range"
        data-field={field}
        aria-labelledby={`${id}-label`}
        aria-valuetext={show(value)}
        min={min}
        max={max}
        step={sliderStep}
        defaultValue={value}
        disabled
      />
      <div className="emi-range" id={`${id}-range`}>
        <span>
          <span className="visually-hidden">{w.from}</span>
          {show(min)}
        </span>
        <span>
          <span className="visually-hidden">{w.to}</span>
          {show(max)}
        </span>
      </div>
      <p className="emi-cap" id={`${id}-hint`} aria-live="polite" {...out(view, `${field}-hint`)} />
    </div>
  )
}
