import { usePageContext } from 'vike-react/usePageContext'
import { mainNav } from '../../src/shared/content/site'
import { navDescriptions } from '../../src/shared/content/services'
import { Icon } from './Icon'

function isActive(pathname: string, href: string) {
  if (href === '/') return pathname === '/'
  if (href === '/service-details') return pathname === href || pathname.startsWith('/services/')
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function Header() {
  const { urlPathname, site } = usePageContext()
  const current = (href: string) => (urlPathname === href ? ('page' as const) : undefined)

  return (
    <header className="site-header">
      <div className="container">
        <a className="brand" href="/" aria-label={`${site.brandName} home`}>
          <img src="/images/logo-mark.svg" alt="" width="36" height="36" />
          <span>{site.brandName}</span>
        </a>

        <nav className="main-nav" aria-label="Main">
          <ul>
            {mainNav.map((item) =>
              item.label === 'Services' ? (
                <li key={item.label} className="has-dropdown">
                  <a
                    className={`nav-link${isActive(urlPathname, item.href) ? ' is-active' : ''}`}
                    href={item.href}
                    aria-current={current(item.href)}
                  >
                    Services <Icon name="chevron" size={16} />
                  </a>
                  <ul className="dropdown">
                    {navDescriptions.map((s) => (
                      <li key={s.slug}>
                        <a href={`/services/${s.slug}`} aria-current={current(`/services/${s.slug}`)}>
                          {s.label}
                          <span className="desc">{s.description}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.label}>
                  <a
                    className={`nav-link${isActive(urlPathname, item.href) ? ' is-active' : ''}`}
                    href={item.href}
                    aria-current={current(item.href)}
                  >
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="header-apply">
          {/* Following an application needs no account: the tracker asks for the reference and date of birth (docs/decisions/100). */}
          <a className="header-track" href="/track" aria-current={current('/track')}>
            Track application
          </a>
          <a className="btn btn-primary header-cta" href="/apply-now">
            Apply Now
          </a>
        </div>

        {/* The phone menu is a <details>: choosing an item loads the next page, where it is closed. No script (docs/decisions/086). */}
        <details className="mobile-menu">
          <summary aria-label="Menu">
            <Icon name="menu" size={26} />
          </summary>
          <nav className="mobile-panel" aria-label="Mobile">
            <ul>
              {mainNav.map((item) =>
                item.label === 'Services' ? (
                  <li key={item.label}>
                    <details>
                      <summary>
                        Services <Icon name="chevron" size={18} />
                      </summary>
                      <ul>
                        <li>
                          <a href={item.href} aria-current={current(item.href)}>
                            All loan services
                          </a>
                        </li>
                        {navDescriptions.map((s) => (
                          <li key={s.slug}>
                            <a href={`/services/${s.slug}`} aria-current={current(`/services/${s.slug}`)}>
                              {s.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.label}>
                    <a href={item.href} aria-current={current(item.href)}>
                      {item.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
            <a className="btn btn-primary" href="/apply-now">
              Apply Now
            </a>
            <a className="mobile-track" href="/track" aria-current={current('/track')}>
              Track application
            </a>
          </nav>
        </details>
      </div>
    </header>
  )
}
