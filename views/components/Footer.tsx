import { copyright, footerColumns, socialLinks, telHref } from '../../src/shared/content/site'
import { navDescriptions } from '../../src/shared/content/services'
import { useSite } from '../hooks/use-site'
import { Icon } from './Icon'

export function Footer() {
  const site = useSite()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="brand" href="/">
            <img src="/images/logo-mark.svg" alt="" width="36" height="36" loading="lazy" />
            <span>{site.brandName}</span>
          </a>
          <p>We compare offers from many lenders to find you the right loan, with no hidden charges.</p>
          <a className="btn btn-accent" href="/contact-us">
            Book An Appointment
          </a>
          <div className="social">
            {socialLinks.map((s) => (
              <a key={s.icon} href="#" aria-label={s.label}>
                <Icon name={s.icon} />
              </a>
            ))}
          </div>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            {footerColumns.company.map((l) => (
              <li key={l.label}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {navDescriptions.map((s) => (
              <li key={s.slug}>
                <a href={`/services/${s.slug}`}>{s.label === 'Credit Cards' ? s.label : `${s.label} Loan`}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policy">
          <h2 id="footer-policy">Policy</h2>
          <ul>
            {footerColumns.policy.map((l) => (
              <li key={l.label}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Office Address</h2>
          <address>
            <ul>
              <li>{site.address}</li>
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </li>
              <li>{site.hours}</li>
              <li>
                <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                  View Map<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </address>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          {copyright} {site.brandName}. All rights reserved.
        </p>
        <p>Open {site.hours}</p>
      </div>
      <a className="chat-button" href={site.chatUrl} target="_blank" rel="noopener noreferrer" aria-label="Chat with us (opens in a new tab)">
        <Icon name="chat" size={26} />
      </a>
    </footer>
  )
}
