// The lenders the company works with and their products, as the database keeps them and the pages
// show them (docs/decisions/201, 202). Browser-safe: the admin's pages and the public pages import it.
import type { LoanTypeKey } from './loan-types'

/** Rates, spreads and fees are whole basis points: 13.5% is 1350, stored exactly (docs/decisions/202). */
export type BasisPoints = number

/** The GST on a processing fee, added to it, never stored with it. */
export const GST_ON_FEES_BP: BasisPoints = 1800

export interface Lender {
  id: number
  legalName: string
  /** The name borrowers see: offers, the home strip. */
  displayName: string
  /** RBI's certificate of registration (an NBFC) or licence (a bank) number. */
  rbiRegistration: string
  website: string
  /** The lender's grievance redressal page (its nodal officer is named there) and phone (docs/decisions/169). */
  grievanceUrl: string
  grievancePhone: string
  /** Penal charges in words, as the lender's KFS says them. */
  penalCharges: string
  /** The same in figures: a share of the overdue instalment each month, and/or rupees for each missed one. */
  penalMonthlyBp: BasisPoints | null
  penalPerInstalment: number | null
  /** At least 1 (RBI's Digital Lending Directions, 2025). */
  coolingOffDays: number
  active: boolean
  /** A bundled sample: labelled wherever it shows (docs/decisions/201). */
  sample: boolean
  /** A wordmark image under public/, or null: the home strip then writes the name. */
  mark: string | null
}

/**
 * The pre-closure charges of every sample product, as db/migrations/20261128200000_lenders.ts seeds
 * them: no lender stated them, so a page shows its catalogue's words instead (docs/decisions/234).
 */
export const samplePreClosure = 'Not given for this sample product'

export type ProductRate =
  { kind: 'fixed'; rateBp: BasisPoints } | { kind: 'floating'; benchmark: string; benchmarkBp: BasisPoints; spreadBp: BasisPoints }

export interface LenderProduct {
  id: number
  lenderId: number
  loanType: LoanTypeKey
  /** Whole rupees, inclusive. */
  minAmount: number
  maxAmount: number
  /** Months, inclusive. */
  minTenure: number
  maxTenure: number
  rate: ProductRate
  /** A share of the amount; GST_ON_FEES_BP is added to it. */
  processingFeeBp: BasisPoints
  preClosure: string
  /** Eligibility, each checkable by a matcher: rupees a month, whole years. */
  minMonthlyIncome: number
  minAge: number
  maxAge: number
  maxAgeAtEnd: number
  /** 'all', or the states and union territories served (names as src/shared/content/states.ts spells them). */
  states: 'all' | string[]
  active: boolean
}

/** A lender with its products, as the admin's pages list them. */
export interface LenderWithProducts extends Lender {
  products: LenderProduct[]
}

/** What the public pages show of a lender (/disclosures, the home strip). */
export type PublicLender = Pick<
  Lender,
  'legalName' | 'displayName' | 'rbiRegistration' | 'website' | 'grievanceUrl' | 'grievancePhone' | 'coolingOffDays' | 'sample' | 'mark'
>

/** The rate a product charges a year today: the fixed rate, or the benchmark plus the spread. */
export function annualRateBp(rate: ProductRate): BasisPoints {
  return rate.kind === 'fixed' ? rate.rateBp : rate.benchmarkBp + rate.spreadBp
}

/** The processing fee on an amount and the GST on it, each rounded to the rupee. */
export function processingFee(amount: number, feeBp: BasisPoints): { fee: number; gst: number; total: number } {
  const fee = Math.round((amount * feeBp) / 10_000)
  const gst = Math.round((fee * GST_ON_FEES_BP) / 10_000)
  return { fee, gst, total: fee + gst }
}

/** 1350 → "13.5", 1075 → "10.75", 200 → "2": how a form shows a stored share. */
export function percentText(bp: BasisPoints): string {
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return `${Math.floor(bp / 100)}${frac ? `.${frac}` : ''}`
}
