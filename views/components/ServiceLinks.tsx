import './service-links.css'
import { navDescriptions } from '../../src/shared/content/services'

/** The loan services as cards of links, leaving out the one being shown. */
export function ServiceLinks({ current }: { current?: string }) {
  return (
    <ul className="other-services">
      {navDescriptions
        .filter((s) => s.slug !== current)
        .map((s) => (
          <li key={s.slug}>
            <a href={`/services/${s.slug}`}>
              <strong>{s.label === 'Credit Cards' ? s.label : `${s.label} Loan`}</strong>
              <span>{s.description}</span>
            </a>
          </li>
        ))}
    </ul>
  )
}
