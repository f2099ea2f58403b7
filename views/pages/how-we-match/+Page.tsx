import '#views/components/legal.css'
import './how-we-match.css'
import { useHref, useMessages } from '#views/i18n/use-i18n'

/** The matching rule, published in plain words (docs/decisions/220): the same rule src/shared/offers/match.ts runs. */
export function Page() {
  const t = useMessages().offers.rule
  const href = useHref()
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.heading}</h1>
          <p className="hero-lead">{t.intro}</p>
        </div>
      </section>
      <div className="container how-we-match">
        <article className="legal-body">
          {t.sections.map((s, i) => (
            <section key={s.heading} className="legal-section" aria-labelledby={`rule-${i}`}>
              <h2 id={`rule-${i}`}>{s.heading}</h2>
              <ul>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          ))}
          <p className="legal-section">
            <a href={href('/disclosures')}>{t.lenders}</a>
          </p>
        </article>
      </div>
    </>
  )
}
