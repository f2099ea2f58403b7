// Every matching offer (docs/decisions/220): the rule the site publishes on
// /how-we-match, as code. Pure and browser-safe; the figures are the true-cost tool's engine, so an
// offer's EMI and APR are the tool's for the same inputs (docs/decisions/090).
import { annualRateBp, type Lender, type LenderProduct } from '../content/lenders'
import type { LoanTypeKey } from '../content/loan-types'
import { trueCost } from '../loan-tools/apr'

/** The tenure an offer takes when the borrower asks for none, or the nearest end of a product's range. */
export const DEFAULT_TENURE = 36
/** The tenures the borrower may ask for: the widest range a product may have (src/shared/schemas/lenders.ts). */
export const TENURE_LIMITS = { min: 1, max: 480 } as const

/** The tenure form's box: empty is 36 months; anything but a whole number from 1 to 480 is refused (and 36 shown). */
export function readTenure(raw: unknown): { tenure: number; invalid: boolean } {
  if (raw === undefined || raw === '') return { tenure: DEFAULT_TENURE, invalid: false }
  const n = typeof raw === 'string' && /^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : NaN
  return n >= TENURE_LIMITS.min && n <= TENURE_LIMITS.max ? { tenure: n, invalid: false } : { tenure: DEFAULT_TENURE, invalid: true }
}

/** What matching reads of an application: no name, no PAN, no mobile. */
export interface MatchFacts {
  loanType: LoanTypeKey
  amount: number
  monthlyIncome: number
  /** YYYY-MM-DD. */
  dateOfBirth: string
  state: string
  /** The day of applying in India, YYYY-MM-DD. */
  appliedOn: string
}

/** The lenders and products an application is matched against: a snapshot, kept as it was shown. */
export interface Catalogue {
  lenders: Lender[]
  products: LenderProduct[]
}

export interface Offer {
  productId: number
  lenderId: number
  lender: string
  sample: boolean
  amount: number
  tenure: number
  /** 'asked': the tenure asked for (or 36); 'shortest'/'longest': the nearest end of the product's range instead. */
  tenureFit: 'asked' | 'shortest' | 'longest'
  rateBp: number
  rateKind: 'fixed' | 'floating'
  /** The floating rate's benchmark, '' for a fixed rate. */
  benchmark: string
  processingFeeBp: number
  /** Rupees: the fee and the GST on it. */
  fee: number
  gst: number
  emi: number
  totalInterest: number
  /** Interest, fee and GST. */
  totalCost: number
  /** % a year, full precision; aprCapped when beyond the solver's cap. */
  apr: number
  aprCapped: boolean
  /** The lender's penal charges in its own words, and in figures (the page words them in its language). */
  penalCharges: string
  penalMonthlyBp: number | null
  penalPerInstalment: number | null
  coolingOffDays: number
  preClosure: string
}

/** The first rule a lender does not meet, in the order the rule page lists them. */
export type Reason =
  | { rule: 'loanType'; loanType: LoanTypeKey }
  | { rule: 'amount'; min: number; max: number }
  | { rule: 'income'; min: number }
  | { rule: 'age'; min: number; max: number }
  | { rule: 'ageAtEnd'; max: number }
  | { rule: 'state'; state: string }

export interface Unmatched {
  lenderId: number
  lender: string
  sample: boolean
  reason: Reason
}

export interface Match {
  offers: Offer[]
  unmatched: Unmatched[]
  /** The tenure asked for, or DEFAULT_TENURE. */
  tenure: number
}

/** Whole years from a birth date to a day, both YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** The asked tenure, or the nearest end of the product's range. */
export function tenureFor(product: Pick<LenderProduct, 'minTenure' | 'maxTenure'>, asked: number): Pick<Offer, 'tenure' | 'tenureFit'> {
  if (asked < product.minTenure) return { tenure: product.minTenure, tenureFit: 'shortest' }
  if (asked > product.maxTenure) return { tenure: product.maxTenure, tenureFit: 'longest' }
  return { tenure: asked, tenureFit: 'asked' }
}

/** The rules in the published order: each returns the reason the product fails it, or null. */
const rules: ((p: LenderProduct, f: MatchFacts, tenure: number) => Reason | null)[] = [
  (p, f) => (p.loanType === f.loanType ? null : { rule: 'loanType', loanType: f.loanType }),
  (p, f) => (f.amount >= p.minAmount && f.amount <= p.maxAmount ? null : { rule: 'amount', min: p.minAmount, max: p.maxAmount }),
  (p, f) => (f.monthlyIncome >= p.minMonthlyIncome ? null : { rule: 'income', min: p.minMonthlyIncome }),
  (p, f) => {
    const age = ageOn(f.dateOfBirth, f.appliedOn)
    return age >= p.minAge && age <= p.maxAge ? null : { rule: 'age', min: p.minAge, max: p.maxAge }
  },
  // The age when the loan ends: the age on the day of applying plus the tenure, in years and months.
  (p, f, tenure) =>
    ageOn(f.dateOfBirth, f.appliedOn) * 12 + tenure <= p.maxAgeAtEnd * 12 ? null : { rule: 'ageAtEnd', max: p.maxAgeAtEnd },
  (p, f) => (p.states === 'all' || p.states.includes(f.state) ? null : { rule: 'state', state: f.state }),
]

/** The index of the first rule the product fails (rules.length when it meets them all), and why. */
function firstFailure(p: LenderProduct, f: MatchFacts, tenure: number): { at: number; reason: Reason | null } {
  for (let at = 0; at < rules.length; at++) {
    const reason = rules[at]!(p, f, tenure)
    if (reason) return { at, reason }
  }
  return { at: rules.length, reason: null }
}

/** One product's offer for an amount and a tenure, by the true-cost tool's engine. */
export function offerFor(lender: Lender, product: LenderProduct, amount: number, asked: number): Offer {
  const { tenure, tenureFit } = tenureFor(product, asked)
  const rateBp = annualRateBp(product.rate)
  const cost = trueCost({
    amount,
    rate: rateBp / 100,
    months: tenure,
    fee: { kind: 'percent', value: product.processingFeeBp / 100 },
    gstOnFee: true,
    otherCharges: 0,
  })
  return {
    productId: product.id,
    lenderId: lender.id,
    lender: lender.displayName,
    sample: lender.sample,
    amount,
    tenure,
    tenureFit,
    rateBp,
    rateKind: product.rate.kind,
    benchmark: product.rate.kind === 'floating' ? product.rate.benchmark : '',
    processingFeeBp: product.processingFeeBp,
    fee: cost.fee,
    gst: cost.gst,
    emi: cost.emi,
    totalInterest: cost.totalInterest,
    totalCost: cost.totalCost,
    apr: cost.apr,
    aprCapped: cost.aprCapped,
    penalCharges: lender.penalCharges,
    penalMonthlyBp: lender.penalMonthlyBp,
    penalPerInstalment: lender.penalPerInstalment,
    coolingOffDays: lender.coolingOffDays,
    preClosure: product.preClosure,
  }
}

/** Lenders' names in English alphabetical order (one collator: localeCompare makes one a call). */
const byName = new Intl.Collator('en').compare

/** APRs equal to the shown two decimals are a tie, broken by the lender's name, then the product. */
const aprKey = (o: Offer) => Math.round(o.apr * 100)
export const offerOrder = (a: Offer, b: Offer): number => aprKey(a) - aprKey(b) || byName(a.lender, b.lender) || a.productId - b.productId

/**
 * Every active product of every active lender that meets every rule, lowest APR first; every active
 * lender with no matching offer, with the first rule it does not meet. Of a lender's products, the one
 * that meets the most rules in order names the reason ("the first rule that it does not meet").
 */
export function matchOffers(facts: MatchFacts, catalogue: Catalogue, askedTenure: number = DEFAULT_TENURE): Match {
  const offers: Offer[] = []
  const unmatched: Unmatched[] = []
  for (const lender of catalogue.lenders.filter((l) => l.active)) {
    const products = catalogue.products.filter((p) => p.lenderId === lender.id && p.active)
    let furthest: { at: number; reason: Reason | null } = { at: -1, reason: { rule: 'loanType', loanType: facts.loanType } }
    for (const product of products) {
      const { tenure } = tenureFor(product, askedTenure)
      const failure = firstFailure(product, facts, tenure)
      if (failure.reason === null) offers.push(offerFor(lender, product, facts.amount, askedTenure))
      else if (failure.at > furthest.at) furthest = failure
    }
    if (!offers.some((o) => o.lenderId === lender.id)) {
      unmatched.push({ lenderId: lender.id, lender: lender.displayName, sample: lender.sample, reason: furthest.reason! })
    }
  }
  return {
    offers: offers.sort(offerOrder),
    unmatched: unmatched.sort((a, b) => byName(a.lender, b.lender)),
    tenure: askedTenure,
  }
}
