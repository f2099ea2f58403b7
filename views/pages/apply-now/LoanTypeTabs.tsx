import type { LoanTypeKey, LoanTypeTerms } from '../../../src/shared/content/loan-types'

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
 * Loan-type overview, rendered on the server. Without JavaScript the tabs are links (?loan=<title>)
 * and the server shows the chosen panel; live-apply.ts turns them into ARIA tabs (arrow keys, Home,
 * End) over the same panels as the page loads (docs/decisions/148).
 */
export function LoanTypeTabs({ types, initialTab }: { types: LoanTypeTerms[]; initialTab: LoanTypeKey }) {
  const selected = types.some((t) => t.key === initialTab) ? initialTab : (types[0]?.key ?? 'personal')
  return (
    <section className="card apply-types" id="loan-types" aria-labelledby="types-heading">
      <h2 id="types-heading">Loan types at a glance</h2>
      <nav aria-label="Loan types">
        <ul className="apply-tabs">
          {types.map((t) => (
            <li key={t.key}>
              <a
                href={`?loan=${encodeURIComponent(t.name)}#loan-types`}
                data-key={t.key}
                aria-current={t.key === selected ? 'true' : undefined}
              >
                {t.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {types.map((t) => (
        <div key={t.key} className="apply-panel" id={`panel-${t.key}`} data-key={t.key} hidden={t.key !== selected}>
          <h3 className="visually-hidden">{t.name}</h3>
          <Terms terms={t} />
        </div>
      ))}
    </section>
  )
}
