import { localizeLoanType, type LoanTypeKey, type LoanTypeTerms, type PageText } from '#src/shared/content/loan-types'
import { useLocale, useMessages } from '#views/i18n/use-i18n'

/** A loan type's words in the page's language (docs/decisions/174): a term the admin changed stays English, marked so. */
function useLocalize() {
  const locale = useLocale()
  const words = useMessages().services.loanTypes
  return (row: LoanTypeTerms) => localizeLoanType(row, locale, words)
}

const Text = ({ text }: { text: PageText }) => (text.lang ? <span lang={text.lang}>{text.text}</span> : <>{text.text}</>)

function Terms({ terms }: { terms: LoanTypeTerms }) {
  const t = useMessages().apply.types
  const shown = useLocalize()(terms)
  return (
    <dl className="apply-dl apply-terms">
      <div>
        <dt>{t.interestRate}</dt>
        <dd>
          <Text text={shown.interestRate} />
        </dd>
      </div>
      <div>
        <dt>{t.repaymentPeriod}</dt>
        <dd>
          <Text text={shown.repaymentPeriod} />
        </dd>
      </div>
      <div>
        <dt>{t.prepayment}</dt>
        <dd>
          <Text text={shown.prepayment} />
        </dd>
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
  const copy = useMessages().apply.types
  const localize = useLocalize()
  return (
    <section className="card apply-types" id="loan-types" aria-labelledby="types-heading">
      <h2 id="types-heading">{copy.heading}</h2>
      <nav aria-label={copy.nav}>
        <ul className="apply-tabs">
          {types.map((t) => (
            <li key={t.key}>
              <a
                href={`?loan=${encodeURIComponent(t.name)}#loan-types`}
                data-key={t.key}
                aria-current={t.key === selected ? 'true' : undefined}
              >
                <Text text={localize(t).name} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {types.map((t) => (
        <div key={t.key} className="apply-panel" id={`panel-${t.key}`} data-key={t.key} hidden={t.key !== selected}>
          <h3 className="visually-hidden">
            <Text text={localize(t).name} />
          </h3>
          <Terms terms={t} />
        </div>
      ))}
    </section>
  )
}
