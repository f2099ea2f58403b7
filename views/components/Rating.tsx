import { socialProof } from '#src/shared/content/home'
import { fill } from '#src/shared/i18n/fill'
import { useMessages } from '../i18n/use-i18n'
import { Icon } from './Icon'

/** The five-star rating with four stars filled (docs/product.md §1 Who it is for), named for screen readers. */
export function Rating() {
  const { rating, ratingOutOf } = socialProof
  const label = fill(useMessages().home.socialProof.rating, { rating, outOf: ratingOutOf })
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: ratingOutOf }, (_, i) => (
        <span key={i} className={i < rating ? 'star is-filled' : 'star'}>
          <Icon name="star" size={18} filled={i < rating} />
        </span>
      ))}
    </span>
  )
}
