import { useData } from 'vike-react/useData'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'
import { Explainer } from './Explainer'
import { InputPair } from './InputPair'
import { emiFields } from './present'
import { Results } from './Results'
import { Schedule } from './Schedule'

/**
 * The calculator: a GET form that works without script (Calculate reloads the page with
 * ?amount=…&rate=…&tenure=…), the figures, the schedule and the explainer. The page's +client.ts
 * makes it live without React (docs/decisions/132).
 */
export function EmiCalculator() {
  const { view, used } = useData<Data>()
  const w = useMessages().emi
  const href = useHref()
  const locale = useLocale()
  return (
    <>
      <div className="container tool-layout">
        <form id="emi-form" className="tool-form card" method="get" action={href('/emi-calculator')} noValidate>
          <h2 className="tool-form-title emi-form-title">{w.formTitle}</h2>
          {emiFields(w, locale).map((spec) => (
            <InputPair key={spec.field} spec={spec} value={used[spec.field]} view={view} />
          ))}
          <button type="submit" className="btn btn-primary tool-submit">
            {w.calculate}
          </button>
        </form>
        <Results />
      </div>
      <Schedule />
      <Explainer />
    </>
  )
}
