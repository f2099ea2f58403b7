import './more-tools.css'
import { loanTools, loanToolsHref, type LoanToolSlug } from '../../../../src/shared/content/loan-tools-nav'

/** A strip of links to the tools (all but the current one) and the EMI calculator; also on /emi-calculator. */
export function MoreTools({ current, title = 'More loan tools' }: { current?: LoanToolSlug | 'emi'; title?: string }) {
  return (
    <section className="tool-more" aria-labelledby="tool-more-title">
      <div className="container">
        <h2 id="tool-more-title">{title}</h2>
        <ul>
          {loanTools
            .filter((t) => t.slug !== current)
            .map((t) => (
              <li key={t.slug}>
                <a href={t.href}>{t.label}</a>
              </li>
            ))}
          {current !== 'emi' && (
            <li>
              <a href="/emi-calculator">EMI calculator</a>
            </li>
          )}
          <li>
            <a href={loanToolsHref}>All loan tools</a>
          </li>
        </ul>
      </div>
    </section>
  )
}
