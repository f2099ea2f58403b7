import '#views/styles/calculator.css'
import './tools.css'
import type { ReactNode } from 'react'
import { loanToolsHref, type LoanToolSlug } from '#src/shared/content/loan-tools-nav'
import type { FaqEntry } from '#src/shared/content/faq'
import { faqPage } from '#src/shared/structured-data'
import type { Messages } from '#src/shared/i18n'
import { JsonLd } from '#views/components/JsonLd'
import { MessagesJson } from '#views/i18n/messages-json'
import { useHref, useHtmlLang, useMessages } from '#views/i18n/use-i18n'
import { MoreTools } from './MoreTools'

interface Props {
  slug: LoanToolSlug
  title: string
  lead: string
  /** The GET form. */
  form: ReactNode
  /** The figures beside (or under) the form. */
  results: ReactNode
  /** 'stacked': the figures under a full-width form (a wide form such as the comparison). */
  layout?: 'side' | 'stacked'
  /** Anything wide under the two columns, e.g. a schedule. */
  wide?: ReactNode
  /** How the figures are worked out, in plain words. */
  explain: ReactNode
  faqs: readonly FaqEntry[]
  /** The catalogue's parts the page's script reads besides `tools`, which every tool page carries (readMessages). */
  messages?: readonly (keyof Messages)[]
}

/** One tool page: the hero, the form and its figures, the explanation, the questions and the other tools. */
export function ToolShell({ slug, title, lead, form, results, layout = 'side', wide, explain, faqs, messages = [] }: Props) {
  const w = useMessages().tools.shared
  const href = useHref()
  return (
    <>
      <section className="page-hero tool-hero">
        <div className="container">
          <nav className="tool-crumbs" aria-label={w.breadcrumb}>
            <a href={href('/')}>{w.home}</a> <span aria-hidden="true">/</span> <a href={href(loanToolsHref)}>{w.loanTools}</a>{' '}
            <span aria-hidden="true">/</span> <span aria-current="page">{title}</span>
          </nav>
          <h1>{title}</h1>
          <p>{lead}</p>
        </div>
      </section>
      <div className={`container tool-layout${layout === 'stacked' ? ' tool-layout-stacked' : ''}`}>
        {form}
        {results}
      </div>
      {wide}
      <section className="section tool-explain" aria-labelledby="tool-explain-title">
        <div className="container tool-explain-grid">
          <div>
            <p className="eyebrow">{w.howItWorks}</p>
            <h2 id="tool-explain-title">{w.inPlainWords}</h2>
            {explain}
          </div>
          <ToolFaq faqs={faqs} />
        </div>
      </section>
      <MoreTools current={slug} />
      <MessagesJson parts={['tools', ...messages.filter((part) => part !== 'tools')]} />
    </>
  )
}

export function ToolFaq({ faqs }: { faqs: readonly FaqEntry[] }) {
  const w = useMessages().tools.shared
  const inLanguage = useHtmlLang()
  return (
    <div>
      <h2 className="tool-faq-title">{w.questions}</h2>
      {faqs.map((f) => (
        <details key={f.id} className="faq-card">
          <summary>{f.title}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
      <JsonLd data={{ ...faqPage(faqs), inLanguage }} />
    </div>
  )
}

/** A tool's "how it works": an introduction, its terms in bold with their meaning, and the fine print. */
export function ToolExplain({
  w,
}: {
  w: { explainIntro: string; explainPoints: readonly { term: string; text: string }[]; explainFine: string }
}) {
  return (
    <>
      <p>{w.explainIntro}</p>
      <ul>
        {w.explainPoints.map((p) => (
          <li key={p.term}>
            <strong>{p.term}</strong> {p.text}
          </li>
        ))}
      </ul>
      <p className="fine-print">{w.explainFine}</p>
    </>
  )
}
