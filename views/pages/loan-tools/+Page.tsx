import './shared/tools.css'
import './hub.css'
import { loanTools } from '#src/shared/content/loan-tools-nav'
import { Icon } from '#views/components/Icon'
import { useHref, useMessages } from '#views/i18n/use-i18n'

export function Page() {
  const { hub, nav, shared } = useMessages().tools
  const href = useHref()
  return (
    <>
      <section className="page-hero tool-hero">
        <div className="container">
          <p className="eyebrow">{hub.eyebrow}</p>
          <h1>{hub.heading}</h1>
          <p>{hub.lead}</p>
        </div>
      </section>
      <div className="container">
        <ul className="hub-cards">
          {loanTools.map((t) => (
            <li key={t.slug} className="hub-card card">
              <h2>
                <a href={href(t.href)}>{nav[t.slug].label}</a>
              </h2>
              <p>
                {nav[t.slug].description}
                {shared.fullStop}
              </p>
              <span className="hub-more" aria-hidden="true">
                {hub.open} <Icon name="arrow" size={16} />
              </span>
            </li>
          ))}
          <li className="hub-card card">
            <h2>
              <a href={href('/emi-calculator')}>{hub.emiTitle}</a>
            </h2>
            <p>{hub.emiText}</p>
            <span className="hub-more" aria-hidden="true">
              {hub.open} <Icon name="arrow" size={16} />
            </span>
          </li>
        </ul>
        <section className="hub-why card" aria-labelledby="hub-why-title">
          <h2 id="hub-why-title">{hub.whyTitle}</h2>
          <p>{hub.whyText}</p>
        </section>
      </div>
    </>
  )
}
