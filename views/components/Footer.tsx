import { copyright, footerColumns, socialLinks, telHref } from '#src/shared/content/site'
import { serviceSlugs } from '#src/shared/content/services'
import { isThisUsHref } from '#src/shared/content/is-this-us'
import { fill } from '#src/shared/i18n/fill'
import { useHours, useSite } from '../hooks/use-site'
import { useHref, useMessages } from '../i18n/use-i18n'
import { Icon } from './Icon'

/** One column of footer links under its heading. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { href: string; label: string }[] }) {
  const href = useHref()
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={href(l.href)}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function Footer() {
  const site = useSite()
  const hours = useHours()
  const { common, services, isThisUs } = useMessages()
  const t = common.footer
  const href = useHref()
  const brand = { brand: site.brandName }
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="brand" href={href('/')}>
            <img src="/images/logo-mark.svg" alt="" width="36" height="36" loading="lazy" />
            <span>{site.brandName}</span>
          </a>
          <p>{t.tagline}</p>
          <a className="btn btn-accent" href={href('/contact-us')}>
            {t.bookAppointment}
          </a>
          <div className="social">
            {socialLinks.map((icon) => (
              <a key={icon} href="#" aria-label={fill(t.social[icon], brand)}>
                <Icon name={icon} />
              </a>
            ))}
          </div>
        </div>
        <FooterLinks
          id="footer-company"
          title={t.company}
          links={footerColumns.company.map((l) => ({ href: l.href, label: t.companyLinks[l.key] }))}
        />
        <FooterLinks
          id="footer-services"
          title={t.services}
          links={serviceSlugs.map((slug) => ({ href: `/services/${slug}`, label: services.pages[slug].title }))}
        />
        <FooterLinks
          id="footer-policy"
          title={t.policy}
          links={[
            ...footerColumns.policy.map((l) => ({ href: l.href, label: t.policyLinks[l.key] })),
            { href: isThisUsHref, label: isThisUs.footerLink },
          ]}
        />
        <div>
          <h2>{t.officeAddress}</h2>
          <address>
            <ul>
              <li>{site.address}</li>
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </li>
              <li>{hours}</li>
              <li>
                {/* The one grievance contact, as on /disclosures and in the privacy policy (docs/decisions/167). */}
                {t.grievances} <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>
              </li>
              <li>
                <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                  {t.viewMap}
                  <span className="visually-hidden">{t.opensInNewTab}</span>
                </a>
              </li>
            </ul>
          </address>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{fill(t.rightsReserved, { copyright, ...brand })}</p>
        <p>{fill(t.open, { hours })}</p>
      </div>
      <a className="chat-button" href={site.chatUrl} target="_blank" rel="noopener noreferrer" aria-label={t.chat}>
        <Icon name="chat" size={26} />
      </a>
    </footer>
  )
}
