import { indiaDay } from '#src/shared/format/date'
import { computeEmi } from '#src/shared/emi'
import { trueCost } from '#src/shared/loan-tools/apr'
import { rateShock } from '#src/shared/loan-tools/floating'
import type { TrueCostReading } from '../present'

/** A short, stable number for the same figures on the same day: FNV-1a of the query, base 36. */
function proposalNumber(search: string, day: string): string {
  let h = 0x811c9dc5
  for (const ch of `${day}?${search}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0
  return `ILL-${day.replaceAll('-', '')}-${h.toString(36).toUpperCase().padStart(7, '0')}`
}

/** Every figure of a KFS for a reading: the tool's query, or one offer's terms (views/pages/offers/kfs). */
export function kfsFigures(reading: TrueCostReading, now = new Date()) {
  const { inputs } = reading
  const schedule = computeEmi({ amount: inputs.amount, rate: inputs.rate, years: inputs.months / 12 }).monthly
  const day = indiaDay(now)
  return {
    reading,
    cost: trueCost(inputs),
    shock: reading.floating ? rateShock(inputs.amount, inputs.rate, inputs.months) : null,
    /** The loan type, named in the page's language by the catalogue's trueCost.loanNames. */
    loanKey: reading.loanType,
    proposal: proposalNumber(reading.search, day),
    date: day,
    /** Carries today's date, so the page cache never keeps it. */
    dated: true,
    schedule: schedule.map((m) => ({
      month: m.month,
      opening: m.opening,
      principal: m.principal,
      interest: m.interest,
      instalment: m.principal + m.interest,
    })),
  }
}
