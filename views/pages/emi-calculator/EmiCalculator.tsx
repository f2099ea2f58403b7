import { useData } from 'vike-react/useData'
import { emiLimits } from '../../../src/shared/content/business'
import type { EmiField } from '../../../src/shared/emi'
import { formatInr } from '../../../src/shared/format/inr'
import type { Data } from './+data'
import { Explainer } from './Explainer'
import { InputPair, type PairLimits } from './InputPair'
import { Results } from './Results'
import { Schedule } from './Schedule'
import { useHydrated } from 'vike-react/useHydrated'
import { useEmiCalculator } from './use-emi-calculator'

const fields: { field: EmiField; label: string; unit: string; limits: PairLimits; show: (v: number) => string }[] = [
  {
    field: 'amount',
    label: 'Loan amount',
    unit: '₹',
    limits: { min: emiLimits.amount.min, max: emiLimits.amount.max, sliderStep: emiLimits.amount.step, boxStep: 1 },
    show: formatInr,
  },
  {
    field: 'rate',
    label: 'Interest rate (% p.a.)',
    unit: '%',
    limits: { min: emiLimits.rate.min, max: emiLimits.rate.max, sliderStep: emiLimits.rate.sliderStep, boxStep: emiLimits.rate.boxStep },
    show: (v) => `${v}%`,
  },
  {
    field: 'tenure',
    label: 'Tenure (years)',
    unit: 'years',
    limits: { min: emiLimits.tenure.min, max: emiLimits.tenure.max, sliderStep: emiLimits.tenure.step, boxStep: emiLimits.tenure.step },
    show: (v) => `${v} ${v === 1 ? 'year' : 'years'}`,
  },
]

/** The live part of the page: the form, the figures, the schedule and the explainer (docs/decisions/086). */
export function EmiCalculator() {
  const { inputs } = useData<Data>()
  const calc = useEmiCalculator(inputs)
  const hydrated = useHydrated()
  return (
    <>
      <div className="container tool-layout">
        {/* A GET form: without script, Calculate reloads the page with ?amount=…&rate=…&tenure=… */}
        <form
          className="tool-form card"
          method="get"
          action="/emi-calculator"
          noValidate
          onSubmit={(e) => {
            // With script the figures are already live; Calculate only tidies the boxes.
            e.preventDefault()
            for (const f of fields) calc.settle(f.field)
          }}
        >
          <h2 className="tool-form-title emi-form-title">Your loan</h2>
          {fields.map((f) => (
            <InputPair
              key={f.field}
              {...f}
              unit={f.field === 'tenure' && calc.values.tenure === 1 ? 'year' : f.unit}
              value={calc.values[f.field]}
              text={calc.texts[f.field]}
              capped={calc.capped[f.field]}
              hydrated={hydrated}
              onSlide={(raw) => calc.slide(f.field, raw)}
              onType={(text) => calc.type(f.field, text)}
              onSettle={() => calc.settle(f.field)}
            />
          ))}
          <button type="submit" className="btn btn-primary tool-submit">
            Calculate
          </button>
        </form>
        <Results result={calc.result} />
      </div>
      <Schedule result={calc.result} />
      <Explainer result={calc.result} />
    </>
  )
}
