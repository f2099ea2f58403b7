import './service-details.css'
import { useData } from 'vike-react/useData'
import { siteText } from '#src/shared/content/site'
import { Icon } from '#views/components/Icon'
import { useSite } from '#views/hooks/use-site'
import { useHref } from '#views/i18n/use-i18n'
import type { Data } from './+data'

export function Page() {
  const site = useSite()
  const { page, loans } = useData<Data>()
  const brand = (text: string) => siteText(text, site)
  const href = useHref()
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1>{page.title}</h1>
          <p className="overview-lead">{brand(page.intro)}</p>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="overview-gallery">
            <img src={page.images[0]} alt={page.imageAlts[0]} width="960" height="540" fetchPriority="high" />
            <img src={page.images[1]} alt={page.imageAlts[1]} width="480" height="360" />
            <img src={page.images[2]} alt={page.imageAlts[2]} width="480" height="360" />
          </div>

          <h2 className="overview-heading">{page.chooseHeading}</h2>
          <ul className="loan-cards">
            {loans.map((s) => {
              return (
                <li key={s.slug} className="loan-card">
                  <h3>
                    <a href={href(`/services/${s.slug}`)}>{s.title}</a>
                  </h3>
                  <p>{s.description}</p>
                  <dl>
                    {s.facts.map((f) => (
                      <div key={f.label}>
                        <dt>{f.label}</dt>
                        <dd>{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <span className="loan-card-more" aria-hidden="true">
                    {page.viewDetails} <Icon name="arrow" size={16} />
                  </span>
                </li>
              )
            })}
          </ul>

          <div className="overview-sections">
            {page.sections.map((s) => (
              <section key={s.heading} className="card">
                <h2>{s.heading}</h2>
                <p>{brand(s.text)}</p>
              </section>
            ))}
          </div>

          <div className="overview-cta">
            <div>
              <h2>{page.ctaHeading}</h2>
              <p>{page.ctaText}</p>
            </div>
            <div className="overview-cta-actions">
              <a className="btn btn-accent" href={href('/apply-now')}>
                {page.applyNow}
              </a>
              <a className="btn btn-outline-light" href={href('/emi-calculator')}>
                {page.emiCalculator}
              </a>
              <a className="btn btn-outline-light" href={href('/contact-us')}>
                {page.consultation}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
