// What leaving a digital loan in its cooling-off period costs: the principal plus the proportionate
// APR (RBI's Digital Lending Directions), and the day the period ends (docs/decisions/211). Pure and
// browser-safe.
import { roundRupees } from '../emi'

/** RBI's floor for any lender's cooling-off period (2025 Directions): one day. */
export const MIN_COOLING_OFF_DAYS = 1

/**
 * A period for a tool that knows no lender: 3 days, the floor of RBI's 2022 guidelines for a loan of
 * seven days or more, which many lenders' KFSs still state. Each lender sets its own, never below a day.
 */
export const DEFAULT_COOLING_OFF_DAYS = 3

export interface CoolingOffInputs {
  /** The loan amount (the principal), whole rupees. */
  principal: number
  /** The APR, % a year; used as a KFS prints it, to two decimals, so a borrower can check the sum. */
  apr: number
  /** Whole days since the money was disbursed: 0 on the day of disbursal. */
  days: number
  /** The lender's cooling-off period in days, at least 1. */
  periodDays: number
}

export interface CoolingOffExit {
  /** principal × APR × days / 365, rounded half up to whole rupees. */
  aprCost: number
  /** principal + aprCost: what the borrower repays to leave. */
  repay: number
  /** The period's last day, counted in days after disbursal (day 0). */
  lastDay: number
  /** Days from today to the last day; negative once the period is over. */
  daysLeft: number
  open: boolean
}

/**
 * Day count: actual days over a 365-day year, the days since disbursal counted as they pass (repaying
 * on the day of disbursal costs no interest). The period of N days runs from the day after disbursal,
 * as "N days from disbursal" is read in law (the first day excluded), so it ends on day N.
 */
export function coolingOffExit(i: CoolingOffInputs): CoolingOffExit {
  const days = Math.max(0, Math.round(i.days))
  const lastDay = Math.max(MIN_COOLING_OFF_DAYS, Math.round(i.periodDays))
  const apr = Math.round(Math.max(0, i.apr) * 100) / 100
  const aprCost = roundRupees((Math.max(0, i.principal) * apr * days) / (100 * 365))
  return { aprCost, repay: Math.max(0, i.principal) + aprCost, lastDay, daysLeft: lastDay - days, open: days <= lastDay }
}
