import '../../components/legal.css'
import './disclosures.css'
import type { ReactNode } from 'react'
import {
  disclosureSections,
  disclosuresIntro,
  disclosuresUpdated,
  kfsLinks,
  pricingLink,
  rbiComplaintPortal,
  rbiContactCentre,
  rbiSachetPortal,
  type DisclosureSection,
} from '../../../src/shared/content/disclosures'
import { companyRoleLabels } from '../../../src/shared/content/legal-identity'
import { siteText, telHref, type SiteIdentity } from '../../../src/shared/content/site'
import { useSite } from '../../hooks/use-site'
import { LegalPage } from '../../components/LegalDocument'

/** Said beside every bundled sample value, so no sample can pass for the real thing (docs/decisions/169). */
function SampleNote({ what }: { what: string }) {
  return (
    <p className="disclosure-sample" role="note">
      <strong>Sample:</strong> {what} below {what.endsWith('s') ? 'are' : 'is'} the bundled example of a fresh install, not a real
      company’s. The operator sets the real ones in the site’s configuration.
    </p>
  )
}

function WhoWeAre({ site }: { site: SiteIdentity }) {
  const { identity, identitySample } = site.legal
  return (
    <>
      {identitySample && <SampleNote what="the legal identity" />}
      <dl className="disclosure-officer" data-testid="legal-identity">
        <dt>Legal name</dt>
        <dd>{identity.legalName}</dd>
        <dt>CIN</dt>
        <dd>{identity.cin}</dd>
        <dt>Registered office</dt>
        <dd>{identity.registeredOffice}</dd>
        <dt>What we are</dt>
        <dd>{companyRoleLabels[identity.role]}</dd>
      </dl>
    </>
  )
}

function GrievanceOfficer({ site }: { site: SiteIdentity }) {
  const officer = site.grievanceOfficer
  return (
    <>
      {officer.sample && <SampleNote what="the officer’s name" />}
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
          Grievance Redressal Officer, {site.legal.identity.legalName}, {site.legal.identity.registeredOffice}
        </dd>
      </dl>
    </>
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
      , or call RBI’s contact centre on <a href={`tel:${rbiContactCentre}`}>{rbiContactCentre}</a> (toll-free). To check that a lender or an
      app may lend, or to report one that may not, use RBI’s Sachet portal,{' '}
      <a href={rbiSachetPortal.href} target="_blank" rel="noopener noreferrer">
        {rbiSachetPortal.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  )
}

function Lenders({ site }: { site: SiteIdentity }) {
  const { lenders, lendersSample } = site.legal
  return (
    <>
      {lendersSample && <SampleNote what="the lenders" />}
      <div className="disclosure-lenders-wrap" tabIndex={0} role="region" aria-label="Our lending partners">
        <table className="disclosure-lenders-table" data-testid="lenders">
          <thead>
            <tr>
              <th scope="col">Legal name</th>
              <th scope="col">RBI registration number</th>
              <th scope="col">Website</th>
              <th scope="col">Grievance contact</th>
            </tr>
          </thead>
          <tbody>
            {lenders.map((l) => (
              <tr key={l.legalName}>
                <th scope="row">{l.legalName}</th>
                <td data-label="RBI registration number">{l.rbiRegistration}</td>
                <td data-label="Website">
                  <a href={l.website} rel="noopener noreferrer">
                    {new URL(l.website).host}
                  </a>
                </td>
                <td data-label="Grievance contact">
                  <a href={l.grievanceUrl} rel="noopener noreferrer">
                    Grievance redressal<span className="visually-hidden"> at {l.legalName}</span>
                  </a>
                  , <a href={telHref(l.grievancePhone)}>{l.grievancePhone}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
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
  'who-we-are': { afterParagraphs: (site) => <WhoWeAre site={site} /> },
  'grievance-officer': { afterParagraphs: (site) => <GrievanceOfficer site={site} /> },
  'rbi-ombudsman': { afterParagraphs: () => <Ombudsman /> },
  'interest-rates': { end: <LinkList links={[pricingLink]} /> },
  'lending-partners': { afterParagraphs: (site) => <Lenders site={site} /> },
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
