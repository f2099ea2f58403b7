import { hero, socialProof } from '../../../src/shared/content/home'
import { Icon } from '../../components/Icon'
import { Rating } from '../../components/Rating'

const cards = [
  { src: '/images/hero/card-1.webp', alt: 'A blue debit card with a contactless chip' },
  { src: '/images/hero/card-2.webp', alt: 'An orange debit card with a contactless chip' },
  { src: '/images/hero/card-3.webp', alt: 'A green debit card with a contactless chip' },
]

/**
 * Three cards that take turns every 3 seconds on medium and larger screens (docs/product.md §4 Home, item 1).
 * The turns are a CSS animation in home.css (timings.carouselMs), so no script runs: it holds on
 * hover and focus and stands still on the first card under reduced motion (docs/decisions/086).
 */
function HeroCarousel() {
  return (
    <div
      className="hero-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Our card designs (pauses on hover or focus)"
      tabIndex={0}
    >
      {cards.map((card, i) => (
        <img
          key={card.src}
          className="hero-card"
          src={card.src}
          alt={card.alt}
          width="560"
          height="353"
          // Lazy: on phones the carousel is hidden and its cards need not load; on wider screens
          // +Head.tsx preloads the first card, so it still arrives early.
          loading="lazy"
          fetchPriority={i === 0 ? 'high' : undefined}
          decoding="async"
        />
      ))}
      <p className="hero-chip hero-chip-top" aria-hidden="true">
        <Icon name="check" size={16} /> Approved in 24 hours
      </p>
      <p className="hero-chip hero-chip-bottom" aria-hidden="true">
        ₹5,00,000 disbursed
      </p>
      <div className="hero-dots" aria-hidden="true">
        {cards.map((card) => (
          <span key={card.src} />
        ))}
      </div>
    </div>
  )
}

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow hero-eyebrow">{hero.label}</p>
          <h1 id="hero-title">{hero.headline}</h1>
          <p className="lead">{hero.intro}</p>
          <div className="hero-actions">
            <a className="btn btn-accent btn-lg" href="/apply-now">
              Apply Now <Icon name="arrow" size={18} />
            </a>
            <a className="btn btn-outline-light btn-lg" href="/apply-now">
              Check Eligibility
            </a>
          </div>
          <div className="social-proof">
            <div className="avatars" aria-hidden="true">
              <span>AK</span>
              <span>PS</span>
              <span>RM</span>
              <span>NV</span>
            </div>
            <div>
              <p className="proof-count">
                <strong>{socialProof.customers}</strong> {socialProof.customersLabel}
              </p>
              <p className="proof-trust">
                <Rating /> <span>{socialProof.trusted}</span>
              </p>
            </div>
          </div>
        </div>
        <HeroCarousel />
      </div>
    </section>
  )
}
