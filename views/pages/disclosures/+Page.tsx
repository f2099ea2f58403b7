import '#views/components/legal.css'
import './disclosures.css'
import '#views/components/sample-note.css'
import type { ReactNode } from 'react'
import {
  disclosureList,
  disclosuresUpdated,
  kfsLinks,
  pricingLink,
  rbiComplaintPortal,
  rbiContactCentre,
  rbiSachetPortal,
  type DisclosureSection,
} from '#src/shared/content/disclosures'
import { useData } from 'vike-react/useData'
import type { PublicLender } from '#src/shared/content/lenders'
import { siteText, telHref, type SiteIdentity } from '#src/shared/content/site'
import { fill } from '#src/shared/i18n/fill'
import type { Messages } from '#src/shared/i18n'
import { useHours, useSite } from '#views/hooks/use-site'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import { daysText } from '#views/pages/offers/words'
import { LegalPage, withNodes } from '#views/components/LegalDocument'
import type { Data } from './+data'

type Words = Messages['legal']['disclosures']

/** Said beside every bundled sample value, so no sample can pass for the real thing (docs/decisions/169). */
function SampleNote({ t, what }: { t: Words; what: keyof Omit<Words['sample'], 'label'> }) {
  return (
    <p className="disclosure-sample" role="note">
      <strong>{t.sample.label}</strong> {t.sample[what]}
    </p>
  )
}

function WhoWeAre({ site, t }: { site: SiteIdentity; t: Words }) {
  const { identity, identitySample } = site.legal
  return (
    <>
      {identitySample && <SampleNote t={t} what="identity" />}
      <dl className="disclosure-officer" data-testid="legal-identity">
        <dt>{t.identity.legalName}</dt>
        <dd>{identity.legalName}</dd>
        <dt>{t.identity.cin}</dt>
        <dd>{identity.cin}</dd>
        <dt>{t.identity.registeredOffice}</dt>
        <dd>{identity.registeredOffice}</dd>
        <dt>{t.identity.role}</dt>
        <dd>{t.roles[identity.role]}</dd>
      </dl>
    </>
  )
}

function GrievanceOfficer({ site, t }: { site: SiteIdentity; t: Words }) {
  const officer = site.grievanceOfficer
  return (
    <>
      {officer.sample && <SampleNote t={t} what="officer" />}
      <dl className="disclosure-officer">
        <dt>{t.officer.name}</dt>
        <dd>{officer.name}</dd>
        <dt>{t.officer.email}</dt>
        <dd>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </dd>
        <dt>{t.officer.phone}</dt>
        <dd>
          <a href={telHref(officer.phone)}>{officer.phone}</a> ({useHours()})
        </dd>
        <dt>{t.officer.letters}</dt>
        <dd>{fill(t.officer.address, { legalName: site.legal.identity.legalName, office: site.legal.identity.registeredOffice })}</dd>
      </dl>
    </>
  )
}

function Ombudsman({ newTab, t }: { newTab: string; t: Words }) {
  const portal = (p: { href: string; label: string }) => (
    <a href={p.href} target="_blank" rel="noopener noreferrer">
      {p.label}
      <span className="visually-hidden">{newTab}</span>
    </a>
  )
  return (
    <p className="disclosure-callout">
      {withNodes(t.ombudsman, {
        cms: portal(rbiComplaintPortal),
        phone: <a href={`tel:${rbiContactCentre}`}>{rbiContactCentre}</a>,
        sachet: portal(rbiSachetPortal),
      })}
    </p>
  )
}

/** The active lenders, from the database (docs/decisions/201); each bundled sample is marked on its row. */
function Lenders({ lenders, t }: { lenders: PublicLender[]; t: Words }) {
  const w = t.lenders
  const { offers } = useMessages()
  const locale = useLocale()
  const href = useHref()
  if (lenders.length === 0) return <p className="disclosure-no-lenders">{w.none}</p>
  return (
    <>
      {lenders.some((l) => l.sample) && <SampleNote t={t} what="lenders" />}
      <div className="disclosure-lenders-wrap" tabIndex={0} role="region" aria-label={w.region}>
        <table className="disclosure-lenders-table" data-testid="lenders">
          <thead>
            <tr>
              <th scope="col">{w.legalName}</th>
              <th scope="col">{w.registration}</th>
              <th scope="col">{w.website}</th>
              <th scope="col">{w.grievance}</th>
              <th scope="col">{w.coolingOff}</th>
            </tr>
          </thead>
          <tbody>
            {lenders.map((l) => (
              <tr key={l.legalName}>
                <th scope="row">
                  {l.legalName}
                  {l.sample && <span className="disclosure-sample-tag">{w.sampleTag}</span>}
                </th>
                <td data-label={w.registration}>{l.rbiRegistration}</td>
                <td data-label={w.website}>
                  <a href={l.website} rel="noopener noreferrer">
                    {new URL(l.website).host}
                  </a>
                </td>
                <td data-label={w.grievance}>
                  <a href={l.grievanceUrl} rel="noopener noreferrer">
                    {w.grievanceLink}
                    <span className="visually-hidden">{fill(w.at, { lender: l.legalName })}</span>
                  </a>
                  , <a href={telHref(l.grievancePhone)}>{l.grievancePhone}</a>
                </td>
                <td data-label={w.coolingOff}>{daysText(offers, locale, l.coolingOffDays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href={href('/how-we-match')}>{w.rule}</a>
      </p>
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

interface Extra {
  afterParagraphs?: ReactNode
  end?: ReactNode
}

/**
 * /disclosures (issue 13): grievances, the RBI Ombudsman, the Fair Practices Code, rates, penal and
 * prepayment charges, the lenders and the KFS. HTML only (+config.ts); the words are the catalogue's
 * `legal.disclosures` (src/shared/i18n/en/legal.ts, and its Hindi twin) and name the default brand,
 * which follows the configured one.
 */
export function Page() {
  const site = useSite()
  const { lenders } = useData<Data>()
  const legal = useMessages().legal
  const t = legal.disclosures
  const href = useHref()
  const brand = (text: string) => siteText(text, site)
  const link = (l: { href: string; key: keyof Words['links'] }) => ({ href: href(l.href), label: t.links[l.key] })
  // What each section shows besides its words: the officer, the portal, the lenders, the links.
  const extras: Partial<Record<DisclosureSection['id'], Extra>> = {
    'who-we-are': { afterParagraphs: <WhoWeAre site={site} t={t} /> },
    'grievance-officer': { afterParagraphs: <GrievanceOfficer site={site} t={t} /> },
    'rbi-ombudsman': { afterParagraphs: <Ombudsman newTab={legal.opensInNewTab} t={t} /> },
    'interest-rates': { end: <LinkList links={[link(pricingLink)]} /> },
    'lending-partners': { afterParagraphs: <Lenders lenders={lenders} t={t} /> },
    'key-fact-statement': { end: <LinkList links={kfsLinks.map(link)} /> },
  }
  const sections = disclosureList(t.sections)
  return (
    <LegalPage title={t.title} updated={disclosuresUpdated} contents={sections}>
      <p className="legal-intro">{brand(t.intro)}</p>
      {sections.map((s) => {
        const extra = extras[s.id]
        return (
          <section key={s.id} id={s.id} className="legal-section" aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`}>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{brand(p)}</p>
            ))}
            {extra?.afterParagraphs}
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
