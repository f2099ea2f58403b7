import './service-tools.css'
import { loanToolsHref, toolsForService } from '#src/shared/content/loan-tools-nav'
import type { ServiceSlug } from '#src/shared/content/services'
import { useHref, useMessages } from '#views/i18n/use-i18n'

/** On a service page: the loan tools that answer that loan's usual questions. */
export function ServiceTools({ slug }: { slug: ServiceSlug }) {
  const { nav, shared: w } = useMessages().tools
  const href = useHref()
  return (
    <nav className="card service-tools" aria-labelledby="service-tools-title">
      <h2 id="service-tools-title">{w.workItOutFirst}</h2>
      <ul>
        {toolsForService(slug).map((t) => (
          <li key={t.slug}>
            <a href={href(t.href)}>{nav[t.slug].label}</a>
            <span>
              {nav[t.slug].description}
              {w.fullStop}
            </span>
          </li>
        ))}
      </ul>
      <a className="service-tools-all" href={href(loanToolsHref)}>
        {w.allLoanTools}
      </a>
    </nav>
  )
}
