import './service-links.css'
import { serviceSlugs } from '#src/shared/content/services'
import { useHref, useMessages } from '../i18n/use-i18n'

/** The loan services as cards of links, leaving out the one being shown, in the page's language. */
export function ServiceLinks({ current }: { current?: string }) {
  const t = useMessages().services
  const href = useHref()
  return (
    <ul className="other-services">
      {serviceSlugs
        .filter((slug) => slug !== current)
        .map((slug) => (
          <li key={slug}>
            <a href={href(`/services/${slug}`)}>
              <strong>{t.pages[slug].title}</strong>
              <span>{t.nav[slug].description}</span>
            </a>
          </li>
        ))}
    </ul>
  )
}
