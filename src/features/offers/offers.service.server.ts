import { indiaDay } from '#src/shared/format/date'
import type { Knex } from 'knex'
import { insertConsents, LENDER_SHARE } from '#src/server/consent-ledger.server'
import { keyedHash, type KeyRing } from '#src/server/crypto.server'
import { DomainError } from '#src/server/http-error.server'
import { selectCatalogue } from '#src/server/tables/lenders.server'
import { findOfferFacts, setChosenOffer, type OfferFactsRow } from '#src/server/tables/loan-applications.server'
import { percentText } from '#src/shared/content/lenders'
import { formatInr } from '#src/shared/format/inr'
import { plural } from '#src/shared/i18n/plural'
import { isLoanTypeKey, loanTypeForPurpose } from '#src/shared/content/after-submit'
import { catalogues } from '#src/shared/i18n'
import type { OfferKfs, OffersView } from '#src/shared/offers/view'
import { matchOffers, type MatchFacts, type Offer } from '#src/shared/offers/match'
import { keepSnapshot, selectOffers, setChosen, type StoredOffers } from './offers.repo.server'

// The borrower's offers (docs/decisions/220, 206): matched against the catalogue as it was at the
// first look, kept, so that an admin's later edit never changes an offer already shown; chosen with
// consent to share the application with that one lender, recorded in the consent ledger.

/** The ledger's notice version for the consent given by "Choose this offer": change it with its words. */
export const LENDER_SHARE_NOTICE = 'lender-share-2026-11-v1'

/** The desk has not sent the application to a lender yet: the choice may still change. */
const OPEN = new Set(['new', 'contacted', 'documents_pending'])

/** The service's refusals, in English (a page shows its own language's words by the refusal's kind). */
const t = catalogues.en.offers.choose

const noSuchApplication = () => new DomainError('not-found', 'No such application.')

function factsOf(row: OfferFactsRow): MatchFacts {
  return {
    loanType: isLoanTypeKey(row.loan_type) ? row.loan_type : loanTypeForPurpose(row.purpose),
    amount: Number(row.loan_amount),
    monthlyIncome: Number(row.monthly_income),
    dateOfBirth: row.date_of_birth,
    state: row.state,
    appliedOn: indiaDay(row.created_at),
  }
}

/** The live application and its snapshot, taken now if this is the first look. */
async function load(db: Knex, applicationId: number, now: Date): Promise<{ row: OfferFactsRow; facts: MatchFacts; stored: StoredOffers }> {
  const row = await findOfferFacts(db, applicationId)
  if (!row || row.erased_at !== null) throw noSuchApplication()
  const facts = factsOf(row)
  const stored =
    (await selectOffers(db, applicationId)) ??
    (await keepSnapshot(db, applicationId, await selectCatalogue(db, facts.loanType), now.toISOString()))
  return { row, facts, stored }
}

/** Every matching offer of an application at a tenure (36 months unless asked), and the borrower's choice. */
export async function offersView(db: Knex, applicationId: number, tenure?: number, now = new Date()): Promise<OffersView> {
  const { row, facts, stored } = await load(db, applicationId, now)
  return {
    match: matchOffers(facts, stored.catalogue, tenure),
    loanType: facts.loanType,
    amount: facts.amount,
    chosen: stored.chosen,
    canChoose: OPEN.has(row.status),
    sample: stored.catalogue.lenders.some((l) => l.sample),
  }
}

/** One offer's Key Facts Statement, from the snapshot; null for an offer the page does not show. */
export async function offerKfs(
  db: Knex,
  applicationId: number,
  productId: number,
  tenure?: number,
  now = new Date(),
): Promise<OfferKfs | null> {
  const { facts, stored } = await load(db, applicationId, now)
  const offer = matchOffers(facts, stored.catalogue, tenure).offers.find((o) => o.productId === productId)
  const lender = offer && stored.catalogue.lenders.find((l) => l.id === offer.lenderId)
  if (!offer || !lender) return null
  const { displayName, legalName, rbiRegistration, grievanceUrl, grievancePhone, sample } = lender
  return { offer, lender: { displayName, legalName, rbiRegistration, grievanceUrl, grievancePhone, sample }, loanType: facts.loanType }
}

interface Meta {
  keys: KeyRing
  ip: string
  now?: Date
}

/**
 * Records the borrower's choice of one offer, as the page showed it at that tenure, with a consent
 * row that carries the same snapshot; returns the lender's name. Refused once the desk has sent the
 * application to a lender, or for an offer the page does not show.
 */
export function chooseOffer(db: Knex, applicationId: number, choice: { productId: number; tenure: number }, meta: Meta): Promise<Offer> {
  const now = meta.now ?? new Date()
  return db.transaction(async (trx) => {
    const { row, facts, stored } = await load(trx, applicationId, now)
    if (!OPEN.has(row.status)) throw new DomainError('conflict', t.alreadySent)
    const offer = matchOffers(facts, stored.catalogue, choice.tenure).offers.find((o) => o.productId === choice.productId)
    if (!offer) throw new DomainError('not-found', t.noSuchOffer)
    await setChosen(trx, applicationId, offer, now.toISOString())
    await setChosenOffer(trx, applicationId, { lender: offer.lender, offer: deskLine(offer) })
    await recordShare(trx, applicationId, true, offer, meta, now)
    return offer
  })
}

/** Withdraws the choice (and the consent to share with that lender) while the desk has not sent the application. */
export function dropChoice(db: Knex, applicationId: number, meta: Meta): Promise<void> {
  const now = meta.now ?? new Date()
  return db.transaction(async (trx) => {
    const { row, stored } = await load(trx, applicationId, now)
    if (!OPEN.has(row.status)) throw new DomainError('conflict', t.alreadySent)
    if (!stored.chosen) return
    await setChosen(trx, applicationId, null, now.toISOString())
    await setChosenOffer(trx, applicationId, null)
    await recordShare(trx, applicationId, false, stored.chosen, meta, now)
  })
}

/** The chosen offer in a line for the desk (English): "Trivan Bank: ₹5,00,000 over 36 months at 10.75% fixed, APR 11.57%, EMI ₹16,310". */
export const deskLine = (o: Offer) =>
  `${o.lender}: ${formatInr(o.amount)} over ${o.tenure} ${plural('en', o.tenure, { one: 'month', other: 'months' })} at ${percentText(o.rateBp)}% ${o.rateKind}, APR ${o.apr.toFixed(2)}%, EMI ${formatInr(o.emi)}`

function recordShare(trx: Knex, applicationId: number, given: boolean, offer: Offer, meta: Meta, now: Date) {
  return insertConsents(trx, [
    {
      application_id: applicationId,
      purpose: LENDER_SHARE,
      given,
      notice_version: LENDER_SHARE_NOTICE,
      at: now.toISOString(),
      ip_hash: keyedHash(meta.keys.current.key, meta.ip, 'consent-ip'),
      via: 'offers',
      details: JSON.stringify(offer),
    },
  ])
}
