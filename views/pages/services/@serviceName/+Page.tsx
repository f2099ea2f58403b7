import './service.css'
import { useData } from 'vike-react/useData'
import { telHref } from '#src/shared/content/site'
import { fill } from '#src/shared/i18n/fill'
import { Icon } from '#views/components/Icon'
import { ServiceLinks } from '#views/components/ServiceLinks'
import { useHours, useSite } from '#views/hooks/use-site'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import { ServiceTools } from '#views/pages/loan-tools/shared/ServiceTools'
import type { Data } from './+data'

/** The apply page opens on this loan type's tab: it reads `loan`, the English title, with loanTypeFromTitle (issue 5). */
function applyHref(loan: string): string {
  return `/apply-now?loan=${encodeURIComponent(loan)}`
}

export function Page() {
  const { service, applyLoan } = useData<Data>()
  const site = useSite()
  const hours = useHours()
  const t = useMessages().services
  const href = useHref()
  const apply = href(applyHref(applyLoan))
  return (
    <>
      <Hero />

      <section className="section service-main">
        <div className="container service-grid">
          <div className="service-body">
            <img
              className="service-img-main"
              src={service.images[0]}
              alt={service.imageAlts[0]}
              width="960"
              height="540"
              fetchPriority="high"
            />
            <h2>{fill(t.about, { title: service.title })}</h2>
            <p>{service.paragraph1}</p>
            <h2>{t.keyFeatures}</h2>
            <ul className="points">
              {service.points.map((p) => (
                <li key={p}>
                  <Icon name="check" size={18} /> <span>{p}</span>
                </li>
              ))}
            </ul>
            <div className="service-img-pair">
              <img src={service.images[1]} alt={service.imageAlts[1]} width="480" height="360" loading="lazy" />
              <img src={service.images[2]} alt={service.imageAlts[2]} width="480" height="360" loading="lazy" />
            </div>
          </div>
          <aside className="service-aside" aria-label={t.needHelp}>
            <div className="card aside-card">
              <h2>{t.expertHeading}</h2>
              <p>{t.expertText}</p>
              <p>
                <a className="aside-phone" href={telHref(site.phone)}>
                  <Icon name="phone" size={18} /> {site.phone}
                </a>
              </p>
              <p className="aside-hours">{hours}</p>
              <a className="btn btn-primary" href={apply}>
                {t.applyNow}
              </a>
            </div>
            <ServiceTools slug={service.slug} />
          </aside>
        </div>
      </section>

      <Benefits />

      <Steps />

      <section className="section more-services" aria-labelledby="more-title">
        <div className="container">
          <h2 id="more-title">{t.exploreOther}</h2>
          <ServiceLinks current={service.slug} />
        </div>
      </section>
    </>
  )
}

/** The service's name, its lead, the ways to apply and its key facts. */
function Hero() {
  const { service, applyLoan } = useData<Data>()
  const t = useMessages().services
  const href = useHref()
  const apply = href(applyHref(applyLoan))
  return (
    <section className="page-hero service-hero">
      <div className="container">
        <nav className="crumbs" aria-label={t.breadcrumb}>
          <a href={href('/')}>{t.home}</a> <span aria-hidden="true">/</span> <a href={href('/service-details')}>{t.services}</a>{' '}
          <span aria-hidden="true">/</span> <span aria-current="page">{service.title}</span>
        </nav>
        <h1>{service.title}</h1>
        <p className="service-lead">{service.description}</p>
        <div className="service-actions">
          <a className="btn btn-accent" href={apply}>
            {t.applyNow} <Icon name="arrow" size={18} />
          </a>
          <a className="btn btn-outline-light" href={href('/emi-calculator')}>
            {t.calculateEmi}
          </a>
        </div>
        <dl className="facts">
          {service.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

/** What the loan brings, numbered. */
function Benefits() {
  const { service, benefits } = useData<Data>()
  const t = useMessages().services
  return (
    <section className="section benefits" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title">{fill(t.benefitsHeading, { title: service.title })}</h2>
        <ul className="benefit-grid">
          {benefits.map((b, i) => (
            <li key={b.title} className="benefit">
              <span className="benefit-num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** How to apply, step by step, and the documents to bring. */
function Steps() {
  const { service, applyLoan } = useData<Data>()
  const t = useMessages().services
  const href = useHref()
  const apply = href(applyHref(applyLoan))
  return (
    <section className="section service-steps" aria-labelledby="steps-title">
      <div className="container steps-grid">
        <div>
          <p className="eyebrow">{t.getStarted}</p>
          <h2>{service.heading1}</h2>
          <h3 id="steps-title">{t.howToApply}</h3>
          <ol className="steps">
            {service.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <a className="btn btn-accent" href={apply}>
            {t.applyNow} <Icon name="arrow" size={18} />
          </a>
        </div>
        <div className="card docs">
          <h2>{t.documentsRequired}</h2>
          {service.alsoDocs && <h3>{fill(t.documentsFor, { title: service.title.toLowerCase() })}</h3>}
          <ul>
            {service.docs.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          {service.alsoDocs && (
            <>
              <h3>{service.alsoDocs.heading}</h3>
              <ul>
                {service.alsoDocs.docs.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
