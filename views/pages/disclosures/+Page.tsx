import '../../components/legal.css'
import './disclosures.css'
import type { ReactNode } from 'react'
import lenders from '../../../public/images/lenders/lenders.json'
import {
  disclosureSections,
  disclosuresIntro,
  disclosuresUpdated,
  kfsLinks,
  pricingLink,
  rbiComplaintPortal,
  rbiContactCentre,
  type DisclosureSection,
} from '../../../src/shared/content/disclosures'
import { siteText, telHref, type SiteIdentity } from '../../../src/shared/content/site'
import { useSite } from '../../hooks/use-site'
import { LegalPage } from '../../components/LegalDocument'

function GrievanceOfficer({ site }: { site: SiteIdentity }) {
  const officer = site.grievanceOfficer
  return (
    <dl className="disclosure-officer">
      <dt>Name</dt>
      <dd>{officer.name}</dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={telHref(officer.phone)}>{officer.phone}</a> ({site.hours})
      </dd>
      <dt>Letters</dt>
      <dd>
        Grievance Redressal Officer, {site.brandName}, {site.address}
      </dd>
    </dl>
  )
}

function Ombudsman() {
  return (
    <p className="disclosure-callout">
      Complain online at{' '}
      <a href={rbiComplaintPortal.href} target="_blank" rel="noopener noreferrer">
        {rbiComplaintPortal.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      , or call RBI’s contact centre on <a href={`tel:${rbiContactCentre}`}>{rbiContactCentre}</a> (toll-free).
    </p>
  )
}

function Lenders() {
  return (
    <ul className="disclosure-lenders">
      {lenders.map((l) => (
        <li key={l.file}>
          <img src={l.file} alt="" width="160" height="48" loading="lazy" />
          <span>{l.name}</span>
        </li>
      ))}
    </ul>
  )
}

function LinkList({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul className="disclosure-links">
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  )
}

/** What each section shows besides its words: the officer, the portal, the wordmarks, the links. */
const extras: Partial<Record<DisclosureSection['id'], { afterParagraphs?: (site: SiteIdentity) => ReactNode; end?: ReactNode }>> = {
  'grievance-officer': { afterParagraphs: (site) => <GrievanceOfficer site={site} /> },
  'rbi-ombudsman': { afterParagraphs: () => <Ombudsman /> },
  'interest-rates': { end: <LinkList links={[pricingLink]} /> },
  'lending-partners': { end: <Lenders /> },
  'key-fact-statement': { end: <LinkList links={kfsLinks} /> },
}

/**
 * /disclosures (issue 13): grievances, the RBI Ombudsman, the Fair Practices Code, rates, penal and
 * prepayment charges, the lenders and the KFS. HTML only (+config.ts); the copy is in
 * src/shared/content/disclosures.ts and names the default brand, which follows the configured one.
 */
export function Page() {
  const site = useSite()
  const brand = (text: string) => siteText(text, site)
  return (
    <LegalPage title="Disclosures" updated={disclosuresUpdated} contents={disclosureSections}>
      <p className="legal-intro">{brand(disclosuresIntro)}</p>
      {disclosureSections.map((s) => {
        const extra = extras[s.id]
        return (
          <section key={s.id} id={s.id} className="legal-section" aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`}>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{brand(p)}</p>
            ))}
            {extra?.afterParagraphs?.(site)}
            {s.points && (
              <ul className="disclosure-points">
                {s.points.map((p) => (
                  <li key={p.slice(0, 40)}>{brand(p)}</li>
                ))}
              </ul>
            )}
            {s.closing?.map((p) => (
              <p key={p.slice(0, 40)}>{brand(p)}</p>
            ))}
            {extra?.end}
          </section>
        )
      })}
    </LegalPage>
  )
}
