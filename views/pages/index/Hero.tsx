import { Icon } from '#views/components/Icon'
import { Rating } from '#views/components/Rating'
import { useHref, useMessages } from '#views/i18n/use-i18n'

/** The cards' images, in the order of their descriptions in the catalogue (home.hero.cards). */
const cards = ['/images/hero/card-1.webp', '/images/hero/card-2.webp', '/images/hero/card-3.webp']

/**
 * Three cards that take turns every 3 seconds on medium and larger screens (docs/product.md §4 Home, item 1).
 * The turns are a CSS animation in home.css (timings.carouselMs), so no script runs: it holds on
 * hover and focus and stands still on the first card under reduced motion (docs/decisions/086).
 */
function HeroCarousel() {
  const { hero } = useMessages().home
  return (
    <div className="hero-carousel" role="region" aria-roledescription={hero.carouselRole} aria-label={hero.carousel} tabIndex={0}>
      {cards.map((src, i) => (
        <img
          key={src}
          className="hero-card"
          src={src}
          alt={hero.cards[i]}
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
        <Icon name="check" size={16} /> {hero.approved}
      </p>
      <p className="hero-chip hero-chip-bottom" aria-hidden="true">
        {hero.disbursed}
      </p>
      <div className="hero-dots" aria-hidden="true">
        {cards.map((src) => (
          <span key={src} />
        ))}
      </div>
    </div>
  )
}

export function Hero() {
  const { hero, socialProof: words } = useMessages().home
  const href = useHref()
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow hero-eyebrow">{hero.label}</p>
          <h1 id="hero-title">{hero.headline}</h1>
          <p className="lead">{hero.intro}</p>
          <div className="hero-actions">
            <a className="btn btn-accent btn-lg" href={href('/apply-now')}>
              {hero.applyNow} <Icon name="arrow" size={18} />
            </a>
            <a className="btn btn-outline-light btn-lg" href={href('/apply-now')}>
              {hero.checkEligibility}
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
                <strong>{words.customers}</strong> {words.customersLabel}
              </p>
              <p className="proof-trust">
                <Rating /> <span>{words.trusted}</span>
              </p>
            </div>
          </div>
        </div>
        <HeroCarousel />
      </div>
    </section>
  )
}
