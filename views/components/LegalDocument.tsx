import './legal.css'
import { Fragment, type ReactNode } from 'react'
import { legalUpdated, type LegalSection } from '#src/shared/content/legal'
import { siteText, telHref, type SiteIdentity } from '#src/shared/content/site'
import { formatDate } from '#src/shared/format/date'
import type { Slots } from '#src/shared/i18n/fill'
import { useHours, useSite } from '../hooks/use-site'
import { useLocale, useMessages } from '../i18n/use-i18n'

/** A catalogue text whose `{name}` tokens become the given nodes (links, mostly); the rest stays text. */
export function withNodes<T extends string>(template: T, slots: Slots<T, ReactNode>): ReactNode {
  const nodes: Record<string, ReactNode> = slots
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={i}>{name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : part}</Fragment>
  })
}

/**
 * The copy names the default brand and carries {supportEmail}, {grievanceEmail} and {retentionDays};
 * all follow the configured identity. A grievance goes to the grievance officer's one address, the
 * same as on /disclosures and in the footer (docs/decisions/167).
 */
function siteCopy(text: string, site: SiteIdentity): ReactNode {
  const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>
  return withNodes(siteText(text, site), { supportEmail: mail(site.email), grievanceEmail: mail(site.grievanceOfficer.email) })
}

/** A legal page's frame: the title and date, a contents list linking to each section, and the text. */
export function LegalPage({
  title,
  updated,
  contents,
  children,
}: {
  title: string
  updated: string
  contents: readonly { id: string; heading: string }[]
  children: ReactNode
}) {
  const t = useMessages().legal
  const locale = useLocale()
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{title}</h1>
          <p>
            {t.lastUpdated} <time dateTime={updated}>{formatDate(updated, locale)}</time>
          </p>
        </div>
      </section>
      <div className="section">
        <div className="container legal-grid">
          <nav className="legal-toc" aria-label={t.contents}>
            <h2>{t.contents}</h2>
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
  const t = useMessages().legal
  return (
    <LegalPage title={title} updated={legalUpdated} contents={sections}>
      <p className="legal-intro">{siteCopy(intro, site)}</p>
      <p className="legal-prevails">{t.prevails}</p>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} className="legal-section" aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`}>
            <span className="legal-num">{i + 1}.</span> {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{siteCopy(p, site)}</p>
          ))}
        </section>
      ))}
      <p className="legal-contact">
        {withNodes(t.questions, {
          hours: useHours(),
          email: <a href={`mailto:${site.email}`}>{site.email}</a>,
          phone: <a href={telHref(site.phone)}>{site.phone}</a>,
        })}
      </p>
    </LegalPage>
  )
}
