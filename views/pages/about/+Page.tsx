import './about.css'
import { aboutCopy, socialProof } from '../../../src/shared/content/home'
import { faqs } from '../../../src/shared/content/faq'
import { siteText } from '../../../src/shared/content/site'
import { Icon } from '../../components/Icon'
import { Rating } from '../../components/Rating'
import { useSite } from '../../hooks/use-site'

const highlights = ['RBI-regulated banks and NBFCs', 'Charges shown before you sign', 'Free help from application to disbursal']

export function Page() {
  const site = useSite()
  const brand = (text: string) => siteText(text, site)
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">About Us</p>
          <h1>{brand(aboutCopy.heading)}</h1>
          <p>Helping Indian families and businesses borrow with confidence since 2022.</p>
        </div>
      </section>

      <section className="section about" aria-labelledby="about-title">
        <div className="container about-grid">
          <div className="about-media">
            <img
              src="/images/about.webp"
              alt="A loan adviser talking a customer through her loan options"
              width="640"
              height="480"
              fetchPriority="high"
            />
            <div className="about-stat">
              <strong>{socialProof.customers}</strong>
              <span>{socialProof.customersLabel}</span>
            </div>
          </div>
          <div>
            <h2 id="about-title">Who we are</h2>
            {aboutCopy.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{brand(p)}</p>
            ))}
            <ul className="about-highlights">
              {highlights.map((h) => (
                <li key={h}>
                  <Icon name="check" size={18} /> {h}
                </li>
              ))}
            </ul>
            <div className="about-proof">
              <p className="about-trusted">
                <Rating /> <strong>{socialProof.trusted}</strong> borrowers across India
              </p>
              <a className="btn btn-accent" href="/contact-us">
                {aboutCopy.consultationLabel}
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className="section faq" aria-labelledby="faq-title">
        <div className="container faq-grid">
          <div>
            <p className="eyebrow">FAQ</p>
            <h2 id="faq-title">Frequently Asked Questions</h2>
            <p className="lead">
              Quick answers about eligibility, documents, approval times and charges. Still unsure? Our advisers are a call away.
            </p>
            <p>
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>
                <Icon name="phone" size={18} /> {site.phone}
              </a>
            </p>
          </div>
          {/* One open entry at a time through the native exclusive accordion (<details name>),
              which also works without JavaScript (docs/decisions/011). */}
          <div id="faqsection" className="faq-list">
            {faqs.map((f) => (
              <details key={f.id} name="faq" className="faq-item">
                <summary>
                  <span>{f.title}</span>
                  <Icon name="chevron" size={20} />
                </summary>
                <p>{siteText(f.answer, site)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
