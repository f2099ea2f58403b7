// A quoted rate — flat a year, flat a month, or on the reducing balance — as the same loan's
// reducing-balance rate, EMI, interest and APR (docs/decisions/210). The APR and every fee figure
// are the true-cost tool's engine (./apr.ts); this module only turns a flat rate into instalments.
import { roundRupees } from '../emi'
import { aprFromFlows, trueCost, type Fee, type TrueCost } from './apr'

/** flat: % a year on the amount borrowed; monthly: % a month on the amount borrowed; reducing: % a year on what is still owed. */
export type RateKind = 'flat' | 'monthly' | 'reducing'

export interface RateConverterInputs {
  amount: number
  /** As quoted: % a year (flat, reducing) or % a month (monthly). */
  rate: number
  kind: RateKind
  months: number
  fee: Fee
  gstOnFee: boolean
}

export interface RateConversion {
  /** The quoted rate as a flat rate, % a year: the monthly rate × 12, or the reducing rate's flat twin. */
  flatRate: number
  /** The reducing-balance rate that gives the same instalments, % a year, full precision. */
  reducingRate: number
  /** The exact instalment, and rounded half up for display. */
  exactEmi: number
  emi: number
  totalInterest: number
  totalRepayment: number
  /** The true-cost engine's answer for the same loan at its reducing-balance rate: fee, GST, net disbursal, APR. */
  cost: TrueCost
}

/** Interest on a flat rate: the whole amount × rate × years, whatever has been repaid. */
const flatInterest = (amount: number, flatRate: number, months: number) => (amount * flatRate * months) / 1200

export function convertRate(i: RateConverterInputs): RateConversion {
  const months = Math.max(1, Math.round(i.months))
  const amount = Math.max(0, i.amount)
  const rate = Math.max(0, i.rate)
  if (i.kind === 'reducing') {
    const cost = trueCost({ amount, rate, months, fee: i.fee, gstOnFee: i.gstOnFee, otherCharges: 0 })
    const years = months / 12
    return {
      flatRate: amount > 0 ? (cost.totalInterest / amount / years) * 100 : 0,
      reducingRate: rate,
      exactEmi: cost.exactEmi,
      emi: cost.emi,
      totalInterest: cost.totalInterest,
      totalRepayment: cost.totalRepayment,
      cost,
    }
  }
  const flatRate = i.kind === 'monthly' ? rate * 12 : rate
  // The lender's own figures: interest on the whole amount for the whole term, repaid in equal parts.
  const interest = flatInterest(amount, flatRate, months)
  const exactEmi = (amount + interest) / months
  // The reducing rate is the IRR of the amount against those instalments: the APR with no fee.
  // At 0 % it is 0 exactly, not the solver's −0.0000000001.
  const reducingRate = amount > 0 && flatRate > 0 ? aprFromFlows(amount, exactEmi, months) : 0
  const cost = trueCost({ amount, rate: reducingRate, months, fee: i.fee, gstOnFee: i.gstOnFee, otherCharges: 0 })
  const totalInterest = roundRupees(interest)
  return {
    flatRate,
    reducingRate,
    exactEmi,
    emi: roundRupees(exactEmi),
    totalInterest,
    totalRepayment: amount + totalInterest,
    cost,
  }
}
