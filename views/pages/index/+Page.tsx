import './home.css'
import { useData } from 'vike-react/useData'
import { productCards, type ProductCard } from '#src/shared/content/products'
import { siteText } from '#src/shared/content/site'
import { Icon } from '#views/components/Icon'
import { useSite } from '#views/hooks/use-site'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import { BlogTeaser } from './BlogTeaser'
import { PaymentStatus, SavingGrowth } from './FeatureWidgets'
import { Hero } from './Hero'
import { Marquee } from './Marquee'
import { WhyUsVideo } from './WhyUsVideo'
import type { Data } from './+data'

// Where each case-study card leads: the service page that offers that product (by its English title).
const productPage: Record<string, string> = {
  'Consolidation Loan': '/services/personal-loan',
  'Overdraft Facility': '/services/overdraft-loan',
  'Personal Loan': '/services/personal-loan',
  'Credit Card Balance Transfer': '/services/creditcard-loan',
  'Business Loan': '/services/business-loan',
  'Home Loan': '/services/home-loan',
}

function CaseCard({ card }: { card: ProductCard }) {
  const href = useHref()
  // A card's words in the page's language, by its key.
  const words = useMessages().services.products[card.key]
  return (
    <a className="case-card" href={href(productPage[card.title] ?? '/service-details')}>
      <img src={card.image} alt="" width="640" height="420" loading="lazy" decoding="async" />
      <span className="case-body">
        <span className="case-title">{words.title}</span>
        <span className="case-text">{words.description}</span>
      </span>
    </a>
  )
}

export function Page() {
  const site = useSite()
  const href = useHref()
  const { lenders: lendersCopy, whyChooseUs, caseStudies, banner, features } = useMessages().home
  const featureHeading = siteText(features.heading, site)
  const { lenders } = useData<Data>()
  return (
    <>
      <Hero />

      <section className="lenders" aria-label={lendersCopy.region}>
        <div className="container">
          <p className="lenders-title">{lendersCopy.title}</p>
          <Marquee label={lendersCopy.marquee} kind="logos">
            {lenders.map((l) => {
              // The active lenders, from the database; a bundled sample says so (docs/decisions/201).
              const name = l.sample ? `${l.displayName} (${lendersCopy.sampleTag})` : l.displayName
              return l.mark ? (
                <img key={l.displayName} src={l.mark} alt={name} width="160" height="48" loading="lazy" />
              ) : (
                <span key={l.displayName} className="lender-wordmark">
                  {name}
                </span>
              )
            })}
          </Marquee>
          <p className="lenders-note">
            {lenders.some((l) => l.sample) && lendersCopy.noteSample}
            {lendersCopy.noteBefore}
            <a href={href('/disclosures')}>{lendersCopy.noteLink}</a>
            {lendersCopy.noteAfter}
            {lendersCopy.ruleBefore}
            <a href={href('/how-we-match')}>{lendersCopy.ruleLink}</a>
            {lendersCopy.ruleAfter}
          </p>
        </div>
      </section>

      <section className="section why-us" aria-labelledby="why-title">
        <div className="container why-grid">
          <div>
            <p className="eyebrow">{whyChooseUs.eyebrow}</p>
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
          <Marquee label={caseStudies.firstRow} kind="cases">
            {productCards.slice(0, 3).map((card) => (
              <CaseCard key={card.id} card={card} />
            ))}
          </Marquee>
          <Marquee label={caseStudies.secondRow} kind="cases" reverse>
            {productCards.slice(3).map((card) => (
              <CaseCard key={card.id} card={card} />
            ))}
          </Marquee>
        </div>
      </section>

      <section className="banner" aria-label={banner.region}>
        <Marquee label={banner.marquee} kind="banner">
          <p className="banner-text">
            {banner.text} <span aria-hidden="true">✦</span>
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
            <a className="btn btn-primary" href={href('/emi-calculator')}>
              {features.calculate}
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
