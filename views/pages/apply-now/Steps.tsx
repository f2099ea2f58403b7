import { useMessages } from '#views/i18n/use-i18n'

/** The 3-step header: Loan Details and Personal Details (this page) are highlighted. */
export function Steps() {
  const t = useMessages().apply
  return (
    <ol className="apply-steps">
      {t.steps.map((step, i) => {
        const current = i < 2
        return (
          <li key={step} className={current ? 'is-current' : undefined}>
            <span className="apply-step-num" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              {step}
              {current && <span className="visually-hidden">{t.thisPage}</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
