// How much a borrower may borrow: FOIR, the reverse EMI and the retirement cap
// (docs/decisions/090-borrower-tools-maths.md). Pure and browser-safe.
import type { LoanTypeKey } from '../content/loan-types'
import { exactEmi } from '../emi'
import { formatInr } from '../format/inr'
import { eligibilityExplain, shared } from '../i18n/en/tools-words'
import { fill, type Translation } from '../i18n/fill'
import type { Locale } from '../i18n/locales'
import { plural } from '../i18n/plural'

/** The share of net monthly income lenders let all EMIs take, when nothing more is known. */
export const DEFAULT_FOIR = 0.5
export const DEFAULT_RETIREMENT_AGE = 60

/**
 * A planning FOIR per loan type: 50 % everywhere, 55 % for home loans, which lenders secure on the
 * property and commonly allow a little more (docs/decisions/090). Not a lender's promise.
 */
export const FOIR_BY_LOAN_TYPE: Readonly<Record<LoanTypeKey, number>> = {
  personal: 0.5,
  business: 0.5,
  home: 0.55,
  car: 0.5,
  overdraft: 0.5,
  'credit-card': 0.5,
}

const finite = (v: number) => (Number.isFinite(v) ? v : 0)

/**
 * The largest loan in whole rupees whose exact EMI at `rate` over `months` does not exceed `emi`:
 * floor(emi × (1 − (1 + r)^−n) / r), or emi × months at a rate of 0.
 */
export function reverseEmi(emi: number, rate: number, months: number): number {
  const n = Math.round(finite(months))
  const target = finite(emi)
  if (target <= 0 || n < 1) return 0
  const annual = Math.max(0, finite(rate))
  const r = annual / 12 / 100
  const exact = r === 0 ? target * n : (target * -Math.expm1(-n * Math.log1p(r))) / r
  // Floating point can put floor() a rupee off when the exact answer is a whole number: check both ways.
  const fits = (loan: number) => (exactEmi(loan, annual, n) ?? Infinity) <= target
  let loan = Math.floor(exact)
  if (fits(loan + 1)) loan++
  for (let step = 0; step < 3 && loan > 0 && !fits(loan); step++) loan--
  return Math.max(0, loan)
}

export interface EligibilityInputs {
  netMonthlyIncome: number
  existingEmis: number
  age: number
  rate: number
  months: number
  /** 0.5 means 50 %; DEFAULT_FOIR when left out. */
  foir?: number
  retirementAge?: number
}

export interface Eligibility {
  /** Whole rupees: floor(income × FOIR) − existing EMIs, at least 0. */
  maxEmi: number
  /** The tenure used: the one asked for, cut so the loan ends by the retirement age. */
  months: number
  maxLoan: number
  /** True when the retirement age cut the tenure. */
  capped: boolean
  explanation: string
}

/** `words`: the explanation's language; English unless given (src/shared/i18n/en/tools-words.ts). */
export function eligibility(i: EligibilityInputs, words: ExplainWords = english): Eligibility {
  const income = Math.max(0, finite(i.netMonthlyIncome))
  const existing = Math.max(0, finite(i.existingEmis))
  const foir = Math.max(0, finite(i.foir ?? DEFAULT_FOIR))
  const retirementAge = finite(i.retirementAge ?? DEFAULT_RETIREMENT_AGE)
  const asked = Math.max(0, Math.round(finite(i.months)))
  const monthsToRetirement = Math.max(0, Math.round((retirementAge - finite(i.age)) * 12))
  const months = Math.min(asked, monthsToRetirement)
  const maxEmi = Math.max(0, Math.floor(income * foir) - Math.round(existing))
  const maxLoan = reverseEmi(maxEmi, i.rate, months)
  const capped = months < asked
  return {
    maxEmi,
    months,
    maxLoan,
    capped,
    explanation: explain({ income, existing, foir, maxEmi, rate: finite(i.rate), months, capped, retirementAge, maxLoan }, words),
  }
}

/** The words of the sentence under the largest loan: the catalogue's (tools.eligibility.explain, tools.shared). */
export interface ExplainWords {
  explain: Translation<typeof eligibilityExplain>
  shared: Pick<Translation<typeof shared>, 'monthCount' | 'yearCount' | 'yearsAndMonths'>
  /** Whose grammar counts the months and years. */
  locale: Locale
}

const english: ExplainWords = { explain: eligibilityExplain, shared, locale: 'en' }

function explain(
  e: {
    income: number
    existing: number
    foir: number
    maxEmi: number
    rate: number
    months: number
    capped: boolean
    retirementAge: number
    maxLoan: number
  },
  { explain: w, shared: units, locale }: ExplainWords,
): string {
  const start = fill(w.startWith, {
    income: formatInr(e.income),
    emis: e.existing > 0 ? fill(w.emisOf, { emis: formatInr(e.existing) }) : w.noEmis,
    foir: percent(e.foir * 100),
  })
  if (e.maxEmi <= 0) return fill(w.nothingLeft, { start })
  const emi = formatInr(e.maxEmi)
  const age = percent(e.retirementAge)
  if (e.months <= 0) return fill(w.tooOld, { start, emi, age })
  const span = duration(e.months, units, locale)
  const over = e.capped ? fill(w.repaidBy, { over: span, age }) : span
  return fill(w.fits, { start, emi, rate: percent(e.rate), over, loan: formatInr(e.maxLoan) })
}

/** 10.5 → '10.5', 10 → '10': at most two decimals, no trailing zeros. */
function percent(value: number): string {
  return String(Math.round(value * 100) / 100)
}

function duration(months: number, w: ExplainWords['shared'], locale: Locale): string {
  const years = (n: number) => fill(plural(locale, n, w.yearCount), { n })
  const monthsOf = (n: number) => fill(plural(locale, n, w.monthCount), { n })
  if (months % 12 === 0) return years(months / 12)
  if (months < 12) return monthsOf(months)
  return fill(w.yearsAndMonths, { years: years(Math.floor(months / 12)), months: monthsOf(months % 12) })
}
