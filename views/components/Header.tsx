import { usePageContext } from 'vike-react/usePageContext'
import { fill } from '#src/shared/i18n/fill'
import { mainNav } from '#src/shared/content/site'
import { serviceSlugs } from '#src/shared/content/services'
import { useHref } from '../i18n/use-i18n'
import { Icon } from './Icon'
import { LanguageLinks } from './LanguageLinks'

function isActive(pathname: string, href: string) {
  if (href === '/') return pathname === '/'
  if (href === '/service-details') return pathname === href || pathname.startsWith('/services/')
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function Header() {
  const { urlPathname, site, messages } = usePageContext()
  const t = messages.common
  const serviceNav = serviceSlugs.map((slug) => ({ slug, ...messages.services.nav[slug] }))
  const href = useHref()
  const current = (path: string) => (urlPathname === path ? ('page' as const) : undefined)

  return (
    <header className="site-header">
      <div className="container">
        <a className="brand" href={href('/')} aria-label={fill(t.homeLabel, { brand: site.brandName })}>
          <img src="/images/logo-mark.svg" alt="" width="36" height="36" />
          <span>{site.brandName}</span>
        </a>

        <nav className="main-nav" aria-label={t.mainNav}>
          <ul>
            {mainNav.map((item) =>
              item.key === 'services' ? (
                <li key={item.key} className="has-dropdown">
                  <a
                    className={`nav-link${isActive(urlPathname, item.href) ? ' is-active' : ''}`}
                    href={href(item.href)}
                    aria-current={current(item.href)}
                  >
                    {t.nav.services} <Icon name="chevron" size={16} />
                  </a>
                  <ul className="dropdown">
                    {serviceNav.map((s) => (
                      <li key={s.slug}>
                        <a href={href(`/services/${s.slug}`)} aria-current={current(`/services/${s.slug}`)}>
                          {s.label}
                          <span className="desc">{s.description}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.key}>
                  <a
                    className={`nav-link${isActive(urlPathname, item.href) ? ' is-active' : ''}`}
                    href={href(item.href)}
                    aria-current={current(item.href)}
                  >
                    {t.nav[item.key]}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="header-apply">
          <LanguageLinks />
          {/* Following an application needs no account: the tracker asks for the reference and date of birth (docs/decisions/100). */}
          <a className="header-track" href={href('/track')} aria-current={current('/track')}>
            {t.trackApplication}
          </a>
          <a className="btn btn-primary header-cta" href={href('/apply-now')}>
            {t.applyNow}
          </a>
        </div>

        {/* The phone menu is a <details>: choosing an item loads the next page, where it is closed. No script (docs/decisions/086). */}
        <details className="mobile-menu">
          <summary aria-label={t.menu}>
            <Icon name="menu" size={26} />
          </summary>
          <nav className="mobile-panel" aria-label={t.mobileNav}>
            <ul>
              {mainNav.map((item) =>
                item.key === 'services' ? (
                  <li key={item.key}>
                    <details>
                      <summary>
                        {t.nav.services} <Icon name="chevron" size={18} />
                      </summary>
                      <ul>
                        <li>
                          <a href={href(item.href)} aria-current={current(item.href)}>
                            {t.allServices}
                          </a>
                        </li>
                        {serviceNav.map((s) => (
                          <li key={s.slug}>
                            <a href={href(`/services/${s.slug}`)} aria-current={current(`/services/${s.slug}`)}>
                              {s.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.key}>
                    <a href={href(item.href)} aria-current={current(item.href)}>
                      {t.nav[item.key]}
                    </a>
                  </li>
                ),
              )}
            </ul>
            <a className="btn btn-primary" href={href('/apply-now')}>
              {t.applyNow}
            </a>
            <a className="mobile-track" href={href('/track')} aria-current={current('/track')}>
              {t.trackApplication}
            </a>
          </nav>
        </details>
      </div>
    </header>
  )
}
