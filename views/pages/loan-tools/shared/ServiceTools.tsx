import './service-tools.css'
import { loanToolsHref, toolsForService } from '../../../../src/shared/content/loan-tools-nav'
import type { ServiceSlug } from '../../../../src/shared/content/services'

/** On a service page: the loan tools that answer that loan's usual questions. */
export function ServiceTools({ slug }: { slug: ServiceSlug }) {
  return (
    <nav className="card service-tools" aria-labelledby="service-tools-title">
      <h2 id="service-tools-title">Work it out first</h2>
      <ul>
        {toolsForService(slug).map((t) => (
          <li key={t.slug}>
            <a href={t.href}>{t.label}</a>
            <span>{t.description}.</span>
          </li>
        ))}
      </ul>
      <a className="service-tools-all" href={loanToolsHref}>
        All loan tools
      </a>
    </nav>
  )
}
