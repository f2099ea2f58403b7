// Eligibility and reverse EMI: fields → what the page shows (docs/decisions/091). The eligibility
// fields are the maths' own and arrive by POST (income never goes into a URL); the reverse-EMI ones
// (target…) are the page's and make its shareable GET query.
import { parseNumber } from '#src/shared/emi'
import { formatInr } from '#src/shared/format/inr'
import { eligibility, reverseEmi, type Eligibility } from '#src/shared/loan-tools/eligibility'
import {
  eligibilityQuery,
  parseEligibilityQuery,
  toolLimits,
  type CappedFields,
  type EligibilityQueryInputs,
  type Range,
} from '#src/shared/loan-tools/inputs'
import { fill } from '#src/shared/i18n/fill'
import { applyHref, capHints, monthsText, pct, shows, type ToolLang } from '../shared/format'
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

/** The query → what the page shows, in the page's language (lang: the server's pageContext, or the page's JSON in the browser). */
export function present(q: Query, lang: ToolLang): { view: ToolView; search: string } {
  const reading = readEligibility(q)
  const { shared, eligibility: w } = lang.words
  return {
    view: eligibilityView(reading, eligibility(reading.inputs, { explain: w.explain, shared, locale: lang.locale }), lang),
    search: reading.search,
  }
}

export function eligibilityView({ inputs, target, capped }: EligibilityReading, e: Eligibility, { words, locale }: ToolLang): ToolView {
  const w = words.eligibility
  const show = shows(words.shared, locale)
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
      'months-used': e.months > 0 ? monthsText(e.months, words.shared, locale) : w.noneLeft,
      'months-note': e.capped ? fill(w.monthsNote, { months: inputs.months, age: inputs.retirementAge }) : '',
      'foir-used': fill(w.foirOfIncome, { foir: pct(inputs.foir * 100) }),
      'target-loan': formatInr(targetLoan),
      'target-sentence': fill(w.targetSentence, {
        emi: formatInr(target.emi),
        rate: pct(target.rate),
        months: monthsText(target.months, words.shared, locale),
        loan: formatInr(targetLoan),
      }),
      'target-interest': formatInr(targetInterest),
      'target-total':
        targetLoan > 0
          ? fill(w.targetTotalText, { total: formatInr(targetTotal), months: target.months, emi: formatInr(target.emi) })
          : formatInr(0),
      ...capHints(
        capped,
        {
          income: { range: toolLimits.income, show: show.rupees },
          emis: { range: toolLimits.existingEmis, show: show.rupees },
          age: { range: toolLimits.age, show: show.years },
          rate: { range: toolLimits.rate, show: show.percent },
          months: { range: toolLimits.months, show: show.months },
          foir: { range: toolLimits.foirPercent, show: show.percent },
          retirementAge: { range: toolLimits.retirementAge, show: show.years },
          targetEmi: { range: targetLimits.targetEmi, show: show.rupees },
          targetRate: { range: targetLimits.targetRate, show: show.percent },
          targetMonths: { range: targetLimits.targetMonths, show: show.months },
        },
        words.shared,
      ),
    },
    show: { 'months-note': e.capped },
    href: { apply: applyHref(inputs.loanType, e.maxLoan, locale), 'target-apply': applyHref(inputs.loanType, targetLoan, locale) },
    rows: {},
  }
}
