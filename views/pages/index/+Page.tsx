import './home.css'
import lenders from '../../../public/images/lenders/lenders.json'
import { banner, caseStudies, features, whyChooseUs } from '../../../src/shared/content/home'
import { productCards, type ProductCard } from '../../../src/shared/content/products'
import { defaultSite } from '../../../src/shared/content/site'
import { Icon } from '../../components/Icon'
import { useSite } from '../../hooks/use-site'
import { BlogTeaser } from './BlogTeaser'
import { PaymentStatus, SavingGrowth } from './FeatureWidgets'
import { Hero } from './Hero'
import { Marquee } from './Marquee'
import { WhyUsVideo } from './WhyUsVideo'

// Where each case-study card leads: the service page that offers that product.
const productPage: Record<string, string> = {
  'Consolidation Loan': '/services/personal-loan',
  'Overdraft Facility': '/services/overdraft-loan',
  'Personal Loan': '/services/personal-loan',
  'Credit Card Balance Transfer': '/services/creditcard-loan',
  'Business Loan': '/services/business-loan',
  'Home Loan': '/services/home-loan',
}

function CaseCard({ card }: { card: ProductCard }) {
  return (
    <a className="case-card" href={productPage[card.title] ?? '/service-details'}>
      <img src={card.image} alt="" width="640" height="420" loading="lazy" decoding="async" />
      <span className="case-body">
        <span className="case-title">{card.title}</span>
        <span className="case-text">{card.description}</span>
      </span>
    </a>
  )
}

export function Page() {
  const site = useSite()
  const featureHeading = features.heading.replace(defaultSite.brandName, site.brandName)
  return (
    <>
      <Hero />

      <section className="lenders" aria-label="Our lending partners">
        <div className="container">
          <p className="lenders-title">Loan offers from trusted banks and NBFCs</p>
          <Marquee label="Lending partner logos (pauses on hover or focus)" kind="logos">
            {lenders.map((l) => (
              <img key={l.file} src={l.file} alt={l.name} width="160" height="48" loading="lazy" />
            ))}
          </Marquee>
          {/* The marks are drawn here for sample names (docs/decisions/169); /disclosures names the real lenders. */}
          <p className="lenders-note">
            Sample marks, for illustration. The lenders we work with are named on our <a href="/disclosures">disclosures page</a>.
          </p>
        </div>
      </section>

      <section className="section why-us" aria-labelledby="why-title">
        <div className="container why-grid">
          <div>
            <p className="eyebrow">Why Us</p>
            <h2 id="why-title">{whyChooseUs.heading}</h2>
            <ul className="reasons">
              {whyChooseUs.reasons.map((r) => (
                <li key={r.title}>
                  <span className="reason-icon" aria-hidden="true">
                    <Icon name="check" size={18} />
                  </span>
                  <div>
                    <h3>{r.title}</h3>
                    <p>{r.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <WhyUsVideo />
        </div>
      </section>

      <section className="section case-studies" aria-labelledby="cases-title">
        <div className="container">
          <p className="eyebrow">{caseStudies.line}</p>
          <h2 id="cases-title">{caseStudies.heading}</h2>
          <Marquee label="Loan products, first row (pauses on hover or focus)" kind="cases">
            {productCards.slice(0, 3).map((card) => (
              <CaseCard key={card.id} card={card} />
            ))}
          </Marquee>
          <Marquee label="Loan products, second row (pauses on hover or focus)" kind="cases" reverse>
            {productCards.slice(3).map((card) => (
              <CaseCard key={card.id} card={card} />
            ))}
          </Marquee>
        </div>
      </section>

      <section className="banner" aria-label="Our promise">
        <Marquee label="Our promise (pauses on hover or focus)" kind="banner">
          <p className="banner-text">
            {banner} <span aria-hidden="true">✦</span>
          </p>
        </Marquee>
      </section>

      <section className="section features" aria-labelledby="features-title">
        <div className="container features-grid">
          <div>
            <p className="eyebrow">{features.label}</p>
            <h2 id="features-title">{featureHeading}</h2>
            <ul className="feature-list">
              {features.items.map((f, i) => (
                <li key={f.title}>
                  <span className="feature-num" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <div>
                    <h3>{f.title}</h3>
                    <p>{f.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <a className="btn btn-primary" href="/emi-calculator">
              Calculate your EMI
            </a>
          </div>
          <div className="widgets">
            <SavingGrowth />
            <PaymentStatus />
          </div>
        </div>
      </section>

      <BlogTeaser />
    </>
  )
}
