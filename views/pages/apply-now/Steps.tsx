import { applyCopy } from '../../../src/shared/content/apply'

/** The 3-step header: Loan Details and Personal Details (this page) are highlighted. */
export function Steps() {
  return (
    <ol className="apply-steps">
      {applyCopy.steps.map((step, i) => {
        const current = i < 2
        return (
          <li key={step} className={current ? 'is-current' : undefined}>
            <span className="apply-step-num" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              {step}
              {current && <span className="visually-hidden"> (this page)</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
