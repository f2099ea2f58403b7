// What the offers pages receive (docs/decisions/220): the match, at the tenure asked for, and the
// borrower's choice. Pages import only src/shared, so the server hands them this through
// pageContext.services.offers (src/shared/page-services.ts).
import type { Lender } from '../content/lenders'
import type { LoanTypeKey } from '../content/loan-types'
import type { Match, Offer } from './match'

/** The form state's name for the choose forms on /offers. */
export const OFFERS_FORM = 'offers'

export interface OffersView {
  match: Match
  loanType: LoanTypeKey
  amount: number
  /** The offer chosen, as it was shown, or null. */
  chosen: Offer | null
  /** False once the desk has sent the application to a lender: the choice is then fixed. */
  canChoose: boolean
  /** Any lender of the snapshot is a bundled sample: the page says so. */
  sample: boolean
}

/** One offer's Key Facts Statement: the offer and its lender as the snapshot keeps them. */
export interface OfferKfs {
  offer: Offer
  lender: Pick<Lender, 'displayName' | 'legalName' | 'rbiRegistration' | 'grievanceUrl' | 'grievancePhone' | 'sample'>
  loanType: LoanTypeKey
}

export interface OffersPages {
  /** The offers of the application the request's offers pass names (its Cookie header), or null without a live pass. */
  view(cookieHeader: string | undefined, tenure?: number): Promise<OffersView | null>
  /** One offer's KFS at a tenure, or null without a live pass or for an offer not among the matches. */
  kfs(cookieHeader: string | undefined, productId: number, tenure?: number): Promise<OfferKfs | null>
}
