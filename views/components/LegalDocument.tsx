import './legal.css'
import { Fragment, type ReactNode } from 'react'
import { legalUpdated, type LegalSection } from '../../src/shared/content/legal'
import { siteText, type SiteIdentity } from '../../src/shared/content/site'
import { formatDate } from '../../src/shared/format/date'
import { useSite } from '../hooks/use-site'

const TOKENS = /(\{supportEmail\}|\{grievanceEmail\})/

/**
 * The copy names the default brand and carries {supportEmail}, {grievanceEmail} and {retentionDays};
 * all follow the configured identity. A grievance goes to the grievance officer's one address, the
 * same as on /disclosures and in the footer (docs/decisions/167).
 */
function fill(text: string, site: SiteIdentity): ReactNode {
  return siteText(text, site)
    .split(TOKENS)
    .map((part, i) => {
      const email = part === '{supportEmail}' ? site.email : part === '{grievanceEmail}' ? site.grievanceOfficer.email : null
      return <Fragment key={i}>{email ? <a href={`mailto:${email}`}>{email}</a> : part}</Fragment>
    })
}

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A legal page's frame: the title and date, a contents list linking to each section, and the text. */
export function LegalPage({
  title,
  updated,
  contents,
  children,
}: {
  title: string
  updated: string
  contents: { id: string; heading: string }[]
  children: ReactNode
}) {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">Legal</p>
          <h1>{title}</h1>
          <p>
            Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        </div>
      </section>
      <div className="section">
        <div className="container legal-grid">
          <nav className="legal-toc" aria-label="Contents">
            <h2>Contents</h2>
            <ol>
              {contents.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal-body">{children}</article>
        </div>
      </div>
    </>
  )
}

/** Terms and Privacy: numbered sections with a contents list that links to each. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  const site = useSite()
  return (
    <LegalPage title={title} updated={legalUpdated} contents={sections.map((s) => ({ id: slug(s.heading), heading: s.heading }))}>
      <p className="legal-intro">{fill(intro, site)}</p>
      {sections.map((s, i) => (
        <section key={s.heading} id={slug(s.heading)} className="legal-section" aria-labelledby={`${slug(s.heading)}-h`}>
          <h2 id={`${slug(s.heading)}-h`}>
            <span className="legal-num">{i + 1}.</span> {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{fill(p, site)}</p>
          ))}
        </section>
      ))}
      <p className="legal-contact">
        Questions about this page? Write to <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
        <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a> ({site.hours}).
      </p>
    </LegalPage>
  )
}
