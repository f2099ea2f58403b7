import { socialProof } from '../../src/shared/content/home'
import { Icon } from './Icon'

/** The five-star rating with four stars filled (docs/product.md §1 Who it is for), named for screen readers. */
export function Rating() {
  const { rating, ratingOutOf } = socialProof
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of ${ratingOutOf} stars`}>
      {Array.from({ length: ratingOutOf }, (_, i) => (
        <span key={i} className={i < rating ? 'star is-filled' : 'star'}>
          <Icon name="star" size={18} filled={i < rating} />
        </span>
      ))}
    </span>
  )
}
