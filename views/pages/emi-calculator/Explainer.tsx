import { Fragment, type ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { faqPage } from '#src/shared/structured-data'
import { JsonLd } from '#views/components/JsonLd'
import { useHtmlLang, useMessages } from '#views/i18n/use-i18n'
import { out, shown } from '../loan-tools/shared/view'
import type { Data } from './+data'

/** How the figure is worked out, with the visitor's own numbers, and the EMI questions (FAQPage JSON-LD). */
export function Explainer() {
  const { view } = useData<Data>()
  const w = useMessages().emi
  const inLanguage = useHtmlLang()
  const terms = ['P', 'r', 'n'] as const
  // The sentence's figures follow the inputs (data-out), wherever the language puts them.
  const worked = fillNodes(w.explain.worked, {
    amount: <span {...out(view, 'worked-amount')} />,
    rate: <span {...out(view, 'worked-rate')} />,
    r: <span {...out(view, 'worked-r')} />,
    n: <span {...out(view, 'worked-n')} />,
    emi: <strong {...out(view, 'emi')} />,
    total: <span {...out(view, 'total')} />,
    interest: <span {...out(view, 'interest')} />,
  })
  return (
    <section className="section tool-explain" aria-labelledby="emi-explain-title">
      <div className="container tool-explain-grid">
        <div>
          <p className="eyebrow">{w.explain.eyebrow}</p>
          <h2 id="emi-explain-title">{w.explain.title}</h2>
          <p className="emi-formula" aria-label={w.explain.formulaLabel}>
            E = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1)
          </p>
          <ul className="emi-terms">
            {terms.map((letter) => (
              <li key={letter}>
                <strong>{letter}</strong> {w.explain.terms[letter]}
              </li>
            ))}
          </ul>
          <p className="emi-worked" data-testid="emi-worked" {...shown(view, 'some')}>
            {worked}
          </p>
          <p className="fine-print">{w.explain.fine}</p>
        </div>
        <div>
          <h2 className="emi-faq-title">{w.explain.faqTitle}</h2>
          {w.faqs.map((f) => (
            <details key={f.id} className="faq-card">
              <summary>{f.title}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <JsonLd data={{ ...faqPage(w.faqs), inLanguage }} />
    </section>
  )
}

/** A catalogue text with its {name} placeholders replaced by elements. */
function fillNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/g).map((part, i) => <Fragment key={i}>{i % 2 ? (nodes[part] ?? `{${part}}`) : part}</Fragment>)
}
