import { useRef, useState, type KeyboardEvent } from 'react'
import type { LoanTypeKey, LoanTypeTerms } from '../../../src/shared/content/loan-types'
import { useHydrated } from 'vike-react/useHydrated'

function Terms({ terms }: { terms: LoanTypeTerms }) {
  return (
    <dl className="apply-dl apply-terms">
      <div>
        <dt>Interest Rate</dt>
        <dd>{terms.interestRate}</dd>
      </div>
      <div>
        <dt>Repayment Period</dt>
        <dd>{terms.repaymentPeriod}</dd>
      </div>
      <div>
        <dt>Prepayment</dt>
        <dd>{terms.prepayment}</dd>
      </div>
    </dl>
  )
}

/**
 * Loan-type overview. Without JavaScript the tabs are links (?loan=<title>) and the server picks
 * the panel; with JavaScript they follow the ARIA tab pattern (arrow keys, Home, End).
 */
export function LoanTypeTabs({ types, initialTab }: { types: LoanTypeTerms[]; initialTab: LoanTypeKey }) {
  const hydrated = useHydrated()
  const [selected, setSelected] = useState<LoanTypeKey>(
    types.some((t) => t.key === initialTab) ? initialTab : (types[0]?.key ?? 'personal'),
  )
  const tabRefs = useRef<Partial<Record<LoanTypeKey, HTMLButtonElement | null>>>({})
  const current = types.find((t) => t.key === selected)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const i = types.findIndex((t) => t.key === selected)
    const moves: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: types.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = types[(moves[event.key]! + types.length) % types.length]!
    setSelected(next.key)
    tabRefs.current[next.key]?.focus()
  }

  return (
    <section className="card apply-types" id="loan-types" aria-labelledby="types-heading">
      <h2 id="types-heading">Loan types at a glance</h2>
      {hydrated ? (
        <>
          <div className="apply-tabs" role="tablist" aria-label="Loan types" onKeyDown={onKeyDown}>
            {types.map((t) => (
              <button
                key={t.key}
                ref={(el) => {
                  tabRefs.current[t.key] = el
                }}
                type="button"
                role="tab"
                id={`tab-${t.key}`}
                aria-selected={t.key === selected}
                aria-controls={`panel-${t.key}`}
                tabIndex={t.key === selected ? 0 : -1}
                onClick={() => setSelected(t.key)}
              >
                {t.name}
              </button>
            ))}
          </div>
          {types.map((t) => (
            <div
              key={t.key}
              role="tabpanel"
              id={`panel-${t.key}`}
              aria-labelledby={`tab-${t.key}`}
              hidden={t.key !== selected}
              tabIndex={0}
              className="apply-panel"
            >
              <Terms terms={t} />
            </div>
          ))}
        </>
      ) : (
        <>
          <nav aria-label="Loan types">
            <ul className="apply-tabs">
              {types.map((t) => (
                <li key={t.key}>
                  <a href={`?loan=${encodeURIComponent(t.name)}#loan-types`} aria-current={t.key === selected ? 'true' : undefined}>
                    {t.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {current && (
            <div className="apply-panel">
              <h3 className="visually-hidden">{current.name}</h3>
              <Terms terms={current} />
            </div>
          )}
        </>
      )}
    </section>
  )
}
