import { hero, socialProof } from '../../../src/shared/content/home'
import { timings } from '../../../src/shared/content/business'
import { Icon } from '../../components/Icon'
import { Rating } from '../../components/Rating'
import { useTicker } from '../../hooks/use-ticker'

const cards = [
  { src: '/images/hero/card-1.webp', alt: 'A blue debit card with a contactless chip' },
  { src: '/images/hero/card-2.webp', alt: 'An orange debit card with a contactless chip' },
  { src: '/images/hero/card-3.webp', alt: 'A green debit card with a contactless chip' },
]
const nextCard = (i: number) => (i + 1) % cards.length

/** Three cards that take turns every 3 seconds on medium and larger screens (SPEC.md §2 Home 1). */
function HeroCarousel() {
  const { value: active, ref } = useTicker<HTMLDivElement>(0, timings.carouselMs, nextCard, { media: '(min-width: 768px)' })
  return (
    <div
      ref={ref}
      className="hero-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Our card designs (pauses on hover or focus)"
      tabIndex={0}
      data-active-slide={active}
    >
      {cards.map((card, i) => (
        <img
          key={card.src}
          className={`hero-card${i === active ? ' is-active' : ''}`}
          src={card.src}
          alt={card.alt}
          aria-hidden={i === active ? undefined : true}
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
        {cards.map((card, i) => (
          <span key={card.src} className={i === active ? 'is-active' : undefined} />
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
