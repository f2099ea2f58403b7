// Eligibility and reverse EMI: fields → what the page shows (docs/decisions/091). The eligibility
// fields are the maths' own and arrive by POST (income never goes into a URL); the reverse-EMI ones
// (target…) are the page's and make its shareable GET query.
import { parseNumber } from '../../../../src/shared/emi'
import { formatInr } from '../../../../src/shared/format/inr'
import { eligibility, reverseEmi, type Eligibility } from '../../../../src/shared/loan-tools/eligibility'
import {
  eligibilityQuery,
  parseEligibilityQuery,
  toolLimits,
  type CappedFields,
  type EligibilityQueryInputs,
  type Range,
} from '../../../../src/shared/loan-tools/inputs'
import { applyHref, capHints, monthsText, pct, showMonths, showPercent, showRupees, showYears } from '../shared/format'
import { readNumber, withParams } from '../shared/query'
import { lastValue, type Query, type ToolView } from '../shared/view'

/** The reverse-EMI form: the EMI a borrower chooses, its rate and its tenure. */
export const targetLimits = {
  targetEmi: { min: 100, max: 1_00_00_000, decimals: 0 },
  targetRate: toolLimits.rate,
  targetMonths: toolLimits.months,
} as const satisfies Record<string, Range>

export const targetDefaults = { targetEmi: 20_000, targetRate: 10.5, targetMonths: 60 }

export const targetNames = ['targetEmi', 'targetRate', 'targetMonths'] as const

/** What a GET may set: the reverse EMI's fields alone; the eligibility fields keep their example. */
export function reverseOnly(q: Query): Query {
  return Object.fromEntries(targetNames.filter((n) => q[n] !== undefined).map((n) => [n, q[n]]))
}

export interface Target {
  emi: number
  rate: number
  months: number
}

export interface EligibilityReading {
  inputs: EligibilityQueryInputs
  /** True when the visitor gave a FOIR; otherwise the loan type's usual one applies and the link leaves it out. */
  ownFoir: boolean
  target: Target
  capped: CappedFields
  search: string
}

export function readEligibility(q: Query): EligibilityReading {
  const { capped, ...inputs } = parseEligibilityQuery(q)
  const ownFoir = Number.isFinite(parseNumber(lastValue(q, 'foir') ?? ''))
  const target = {
    emi: readNumber(q, 'targetEmi', targetLimits.targetEmi, targetDefaults.targetEmi, capped),
    rate: readNumber(q, 'targetRate', targetLimits.targetRate, targetDefaults.targetRate, capped),
    months: readNumber(q, 'targetMonths', targetLimits.targetMonths, targetDefaults.targetMonths, capped),
  }
  const search = withParams(eligibilityQuery(inputs), {
    foir: ownFoir ? Math.round(inputs.foir * 100) : null,
    targetEmi: target.emi,
    targetRate: target.rate,
    targetMonths: target.months,
  })
  return { inputs, ownFoir, target, capped, search }
}

export function present(q: Query): { view: ToolView; search: string } {
  const reading = readEligibility(q)
  return { view: eligibilityView(reading, eligibility(reading.inputs)), search: reading.search }
}

export function eligibilityView({ inputs, target, capped }: EligibilityReading, e: Eligibility): ToolView {
  const targetLoan = reverseEmi(target.emi, target.rate, target.months)
  // The borrower pays the EMI they chose, every month: 60 × ₹20,000 is ₹12,00,000, and the interest is
  // what that total repays beyond the loan (docs/decisions/166). The loan is floored to the rupee, so
  // its own exact EMI is a few paise less; the chosen EMI is what the sentence promises.
  const targetTotal = targetLoan > 0 ? target.emi * target.months : 0
  const targetInterest = targetTotal - targetLoan
  return {
    text: {
      'max-loan': formatInr(e.maxLoan),
      explanation: e.explanation,
      'max-emi': formatInr(e.maxEmi),
      'months-used': e.months > 0 ? monthsText(e.months) : 'None left before retirement',
      'months-note': e.capped ? `Cut from ${inputs.months} months so the loan ends by age ${inputs.retirementAge}.` : '',
      'foir-used': `${pct(inputs.foir * 100)} of your income`,
      'target-loan': formatInr(targetLoan),
      'target-sentence': `An EMI of ${formatInr(target.emi)} at ${pct(target.rate)} a year over ${monthsText(target.months)} repays a loan of up to ${formatInr(targetLoan)}.`,
      'target-interest': formatInr(targetInterest),
      'target-total': targetLoan > 0 ? `${formatInr(targetTotal)} (${target.months} × ${formatInr(target.emi)})` : formatInr(0),
      ...capHints(capped, {
        income: { range: toolLimits.income, show: showRupees },
        emis: { range: toolLimits.existingEmis, show: showRupees },
        age: { range: toolLimits.age, show: showYears },
        rate: { range: toolLimits.rate, show: showPercent },
        months: { range: toolLimits.months, show: showMonths },
        foir: { range: toolLimits.foirPercent, show: showPercent },
        retirementAge: { range: toolLimits.retirementAge, show: showYears },
        targetEmi: { range: targetLimits.targetEmi, show: showRupees },
        targetRate: { range: targetLimits.targetRate, show: showPercent },
        targetMonths: { range: targetLimits.targetMonths, show: showMonths },
      }),
    },
    show: { 'months-note': e.capped },
    href: { apply: applyHref(inputs.loanType, e.maxLoan), 'target-apply': applyHref(inputs.loanType, targetLoan) },
    rows: {},
  }
}
