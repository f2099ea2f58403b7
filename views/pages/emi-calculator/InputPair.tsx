import type { Capped, EmiField } from '../../../src/shared/emi'

export interface PairLimits {
  min: number
  max: number
  sliderStep: number
  boxStep: number
}

interface Props {
  field: EmiField
  label: string
  /** The unit after the box: '₹' goes before, the others after. */
  unit: string
  limits: PairLimits
  value: number
  text: string
  capped: Capped
  /** Formats a value for the range ends and the cap hint, e.g. ₹1,00,00,000 or 30 years. */
  show: (value: number) => string
  hydrated: boolean
  onSlide: (raw: string) => void
  onType: (text: string) => void
  onSettle: () => void
}

/**
 * A labelled slider and number box kept in step. The box is the form field (name=field); the slider
 * works once the script runs and is disabled before, as it could not be told apart from the box in a
 * GET query (docs/decisions/021).
 */
export function InputPair({ field, label, unit, limits, value, text, capped, show, hydrated, onSlide, onType, onSettle }: Props) {
  const id = `emi-${field}`
  const hint =
    capped === 'max' ? `Capped at the maximum, ${show(limits.max)}.` : capped === 'min' ? `Raised to the minimum, ${show(limits.min)}.` : ''
  const prefix = unit === '₹'
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
            min={limits.min}
            max={limits.max}
            step={limits.boxStep}
            value={text}
            aria-describedby={`${id}-range ${id}-hint`}
            onChange={(e) => onType(e.currentTarget.value)}
            onBlur={onSettle}
          />
          {!prefix && <span aria-hidden="true">{unit}</span>}
        </div>
      </div>
      <input
        className="emi-slider"
        type="range"
        aria-labelledby={`${id}-label`}
        aria-valuetext={show(value)}
        min={limits.min}
        max={limits.max}
        step={limits.sliderStep}
        value={value}
        disabled={!hydrated}
        onChange={(e) => onSlide(e.currentTarget.value)}
      />
      <div className="emi-range" id={`${id}-range`}>
        <span>
          <span className="visually-hidden">From </span>
          {show(limits.min)}
        </span>
        <span>
          <span className="visually-hidden">to </span>
          {show(limits.max)}
        </span>
      </div>
      <p className="emi-cap" id={`${id}-hint`} aria-live="polite">
        {hint}
      </p>
    </div>
  )
}
