import { copyright, footerColumns, socialLinks, telHref } from '../../src/shared/content/site'
import { navDescriptions } from '../../src/shared/content/services'
import { useSite } from '../hooks/use-site'
import { Icon } from './Icon'

/** One column of footer links under its heading. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

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
        <FooterLinks id="footer-company" title="Company" links={footerColumns.company} />
        <FooterLinks
          id="footer-services"
          title="Services"
          links={navDescriptions.map((s) => ({
            href: `/services/${s.slug}`,
            label: s.label === 'Credit Cards' ? s.label : `${s.label} Loan`,
          }))}
        />
        <FooterLinks id="footer-policy" title="Policy" links={footerColumns.policy} />
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
                {/* The one grievance contact, as on /disclosures and in the privacy policy (docs/decisions/167). */}
                Grievances: <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>
              </li>
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
      <a
        className="chat-button"
        href={site.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us (opens in a new tab)"
      >
        <Icon name="chat" size={26} />
      </a>
    </footer>
  )
}
