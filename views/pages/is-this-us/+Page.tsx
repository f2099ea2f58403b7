import './is-this-us.css'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { cyberHelpline, cybercrimePortal, IS_THIS_US_FIELD, isThisUsHref, rbiDlaDirectory } from '#src/shared/content/is-this-us'
import { rbiSachetPortal } from '#src/shared/content/disclosures'
import { telHref } from '#src/shared/content/site'
import { fill } from '#src/shared/i18n/fill'
import type { Messages } from '#src/shared/i18n'
import type { CheckResult } from '#src/shared/official-channels'
import { Field } from '#views/components/Field'
import { withNodes } from '#views/components/LegalDocument'
import { useSite } from '#views/hooks/use-site'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'

type Words = Messages['isThisUs']

/** A link to another site: no referrer, so nothing of this page's address goes with it. */
const outside = (l: { href: string; label: string }) => (
  <a href={l.href} rel="noopener noreferrer">
    {l.label}
  </a>
)

/** What to do when it is not us: 1930, the cybercrime portal, RBI's directory of lending apps, Sachet. */
function WhatToDo({ t, id }: { t: Words['whatToDo']; id: string }) {
  return (
    <section className="itu-todo" aria-labelledby={id}>
      <h2 id={id}>{t.heading}</h2>
      <p>{t.intro}</p>
      <ol className="itu-steps">
        <li>{withNodes(t.helpline, { helpline: <a href={`tel:${cyberHelpline}`}>{cyberHelpline}</a> })}</li>
        <li>{withNodes(t.portal, { portal: outside(cybercrimePortal) })}</li>
        <li>{withNodes(t.rbi, { rbi: outside(rbiDlaDirectory) })}</li>
        <li>{withNodes(t.sachet, { sachet: outside(rbiSachetPortal) })}</li>
      </ol>
    </section>
  )
}

/** The answer to a check, above the form it came from. */
function Answer({ result, t }: { result: Exclude<CheckResult, { outcome: 'unreadable' }>; t: Words }) {
  const site = useSite()
  if (result.outcome === 'ours') {
    return (
      <div className="itu-answer itu-ours" data-outcome="ours">
        <h3>{t.result.oursHeading}</h3>
        <p>{fill(t.result.ours[result.kind], { official: result.official })}</p>
        <p>{withNodes(t.result.oursNote, { phone: <a href={telHref(site.phone)}>{site.phone}</a> })}</p>
      </div>
    )
  }
  return (
    <div className="itu-answer itu-not-ours" data-outcome="not-ours">
      <h3>{t.result.notOursHeading}</h3>
      <p>{t.result.notOurs[result.kind]}</p>
      {result.lookalike && <p className="itu-lookalike">{t.result.lookalike}</p>}
      <WhatToDo t={t.whatToDo} id="itu-answer-todo" />
    </div>
  )
}

/** Every channel the configuration names, each kind under its heading. */
function OfficialContacts({ t }: { t: Words }) {
  const site = useSite()
  const { websites, phones, emails, whatsapp } = site.official
  const rows: [label: string, items: ReactNode[]][] = [
    [t.official.websites, websites.map((w) => <span className="itu-value">{w}</span>)],
    [t.official.phones, phones.map((p) => <a href={telHref(p)}>{p}</a>)],
    [t.official.emails, emails.map((e) => <a href={`mailto:${e}`}>{e}</a>)],
    [t.official.whatsapp, whatsapp ? [<a href={site.chatUrl}>{whatsapp}</a>] : []],
  ]
  return (
    <section className="card itu-card" aria-labelledby="itu-official">
      <h2 id="itu-official">{t.official.heading}</h2>
      <p>{fill(t.official.intro, { brand: site.brandName })}</p>
      <dl className="itu-official" data-testid="official">
        {rows
          .filter(([, items]) => items.length > 0)
          .map(([label, items]) => (
            <div key={label}>
              <dt>{label}</dt>
              {items.map((item, i) => (
                <dd key={i}>{item}</dd>
              ))}
            </div>
          ))}
      </dl>
    </section>
  )
}

/**
 * /is-this-us (issue 45, docs/decisions/205): a GET form that says whether a phone number, e-mail
 * address, web address or UPI ID is one of ours, the official channels, what we never do and what
 * to do when it is not us. HTML only; an answer is never kept (docs/decisions/206).
 */
export function Page() {
  const { value, empty, result } = useData<Data>()
  const t = useMessages().isThisUs
  const href = useHref()
  const error = empty ? t.form.empty : result?.outcome === 'unreadable' ? t.form.unreadable : undefined
  const answer = result && result.outcome !== 'unreadable' ? result : null
  return (
    <>
      <section className="page-hero itu-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.title}</h1>
          <p className="hero-lead">{t.lead}</p>
        </div>
      </section>
      <div className="container itu-layout">
        <div className="itu-main">
          <section className="card itu-card itu-check" id="check" aria-labelledby="itu-check-h">
            <h2 id="itu-check-h">{t.form.heading}</h2>
            {answer && <Answer result={answer} t={t} />}
            {/* The fragment brings a phone's screen back to the answer after the page reloads. */}
            <form method="get" action={`${href(isThisUsHref)}#check`} className="itu-form">
              <Field
                name={IS_THIS_US_FIELD}
                label={t.form.label}
                hint={t.form.hint}
                error={error}
                defaultValue={value}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
              <button type="submit" className="btn btn-primary">
                {t.form.submit}
              </button>
            </form>
            <p className="itu-privacy">{t.form.privacy}</p>
          </section>
          {answer?.outcome !== 'not-ours' && (
            <section className="card itu-card">
              <WhatToDo t={t.whatToDo} id="itu-todo" />
            </section>
          )}
        </div>
        <div className="itu-side">
          <section className="card itu-card itu-never" aria-labelledby="itu-never">
            <h2 id="itu-never">{t.never.heading}</h2>
            <p>{t.never.intro}</p>
            <ul>
              {t.never.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{t.never.after}</p>
          </section>
          <OfficialContacts t={t} />
        </div>
      </div>
    </>
  )
}
