import './about.css'
import { siteText, telHref } from '#src/shared/content/site'
import { Icon } from '#views/components/Icon'
import { Rating } from '#views/components/Rating'
import { useSite } from '#views/hooks/use-site'
import { useHref, useMessages } from '#views/i18n/use-i18n'

export function Page() {
  const site = useSite()
  const href = useHref()
  const { about, home } = useMessages()
  const brand = (text: string) => siteText(text, site)
  // The trusted count in bold, where the language puts it in the sentence.
  const [beforeTrusted, afterTrusted] = about.trustedLine.split('{trusted}')
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{about.eyebrow}</p>
          <h1>{brand(about.intro.heading)}</h1>
          <p>{about.since}</p>
        </div>
      </section>

      <section className="section about" aria-labelledby="about-title">
        <div className="container about-grid">
          <div className="about-media">
            <img src="/images/about.webp" alt={about.imageAlt} width="640" height="480" fetchPriority="high" />
            <div className="about-stat">
              <strong>{home.socialProof.customers}</strong>
              <span>{home.socialProof.customersLabel}</span>
            </div>
          </div>
          <div>
            <h2 id="about-title">{about.whoWeAre}</h2>
            {about.intro.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{brand(p)}</p>
            ))}
            <ul className="about-highlights">
              {about.highlights.map((h) => (
                <li key={h}>
                  <Icon name="check" size={18} /> {h}
                </li>
              ))}
            </ul>
            <div className="about-proof">
              <p className="about-trusted">
                <Rating /> {beforeTrusted}
                <strong>{home.socialProof.trusted}</strong>
                {afterTrusted}
              </p>
              <a className="btn btn-accent" href={href('/contact-us')}>
                {about.intro.consultationLabel}
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className="section faq" aria-labelledby="faq-title">
        <div className="container faq-grid">
          <div>
            <p className="eyebrow">{about.faq.eyebrow}</p>
            <h2 id="faq-title">{about.faq.heading}</h2>
            <p className="lead">{about.faq.lead}</p>
            <p>
              <a href={telHref(site.phone)}>
                <Icon name="phone" size={18} /> {site.phone}
              </a>
            </p>
          </div>
          {/* One open entry at a time through the native exclusive accordion (<details name>),
              which also works without JavaScript (docs/decisions/011). */}
          <div id="faqsection" className="faq-list">
            {about.faq.entries.map((f, i) => (
              <details key={i} name="faq" className="faq-item">
                <summary>
                  <span>{brand(f.title)}</span>
                  <Icon name="chevron" size={20} />
                </summary>
                <p>{brand(f.answer)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
