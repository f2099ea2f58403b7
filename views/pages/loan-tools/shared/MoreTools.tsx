import './more-tools.css'
import { loanTools, loanToolsHref, type LoanToolSlug } from '#src/shared/content/loan-tools-nav'
import { useHref, useMessages } from '#views/i18n/use-i18n'

/** A strip of links to the tools (all but the current one) and the EMI calculator; also on /emi-calculator. */
export function MoreTools({ current, title }: { current?: LoanToolSlug | 'emi'; title?: string }) {
  const { nav, shared: w } = useMessages().tools
  const href = useHref()
  return (
    <section className="tool-more" aria-labelledby="tool-more-title">
      <div className="container">
        <h2 id="tool-more-title">{title ?? w.moreLoanTools}</h2>
        <ul>
          {loanTools
            .filter((t) => t.slug !== current)
            .map((t) => (
              <li key={t.slug}>
                <a href={href(t.href)}>{nav[t.slug].label}</a>
              </li>
            ))}
          {current !== 'emi' && (
            <li>
              <a href={href('/emi-calculator')}>{w.emiCalculator}</a>
            </li>
          )}
          <li>
            <a href={href(loanToolsHref)}>{w.allLoanTools}</a>
          </li>
        </ul>
      </div>
    </section>
  )
}
