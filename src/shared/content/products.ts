/** Loan-product cards shown in the 'Latest Case Studies' rows on the home page (docs/product.md §4 Home; the products of §1). */
import copy from '../i18n/en/services'

/** A card's words are the catalogue's `services.products[key]`, in every language. */
export type ProductKey = keyof typeof copy.products

export interface ProductCard {
  id: number
  key: ProductKey
  title: string
  description: string
  image: string
}

const cards: { key: ProductKey; image: string }[] = [
  { key: 'consolidation', image: '/images/products/consolidation.webp' },
  { key: 'overdraft', image: '/images/products/overdraft.webp' },
  { key: 'personal', image: '/images/products/personal.webp' },
  { key: 'balanceTransfer', image: '/images/products/balance-transfer.webp' },
  { key: 'business', image: '/images/products/business.webp' },
  { key: 'home', image: '/images/products/home.webp' },
]

/** The cards in English; a page in another language takes each card's words from its own catalogue by `key`. */
export const productCards: ProductCard[] = cards.map((c, i) => ({ id: i + 1, ...c, ...copy.products[c.key] }))
