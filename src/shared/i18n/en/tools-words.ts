// The tools' words that the shared formatting and the eligibility maths fall back on when a caller
// gives none: English, small, and part of the catalogue's tools part (./tools.ts), so the browser
// bundle of a tool never carries the whole English part (docs/i18n.md).
import { loanTypeSeed, type LoanTypeKey } from '#src/shared/content/loan-types'

const loanTypes = Object.fromEntries(loanTypeSeed.map((t) => [t.key, t.name])) as Record<LoanTypeKey, string>

/** Words every tool page shares: the page's frame, the form, the results card and the cap hints. */
export const shared = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  loanTools: 'Loan tools',
  howItWorks: 'How it works',
  inPlainWords: 'In plain words',
  questions: 'Questions',
  moreLoanTools: 'More loan tools',
  emiCalculator: 'EMI calculator',
  allLoanTools: 'All loan tools',
  workItOutFirst: 'Work it out first',
  optional: ' (optional)',
  calculate: 'Calculate',
  loanType: 'Loan type',
  loanAmount: 'Loan amount',
  ratePerYear: 'Interest rate (% a year)',
  tenureMonths: 'Tenure (months)',
  unitMonths: 'months',
  unitYears: 'years',
  yourResults: 'Your results',
  applyNow: 'Apply Now',
  note: 'Figures are illustrative. Your lender confirms the rate, fees and EMI in its Key Facts Statement and sanction letter.',
  capMax: 'Capped at the maximum, {value}.',
  capMin: 'Raised to the minimum, {value}.',
  unreadable: 'Could not read what was given here as a number; used {value}.',
  aprOver: 'over {apr}%',
  /** Counted: the form plural() picks (src/shared/i18n/plural.ts). */
  monthCount: { one: '{n} month', other: '{n} months' },
  yearCount: { one: '{n} year', other: '{n} years' },
  /** 30 months → '30 months (2 years 6 months)'. */
  monthsAndYears: '{months} ({years})',
  yearsAndMonths: '{years} {months}',
  /** After a line that has none, such as a tool's description. */
  fullStop: '.',
  loanTypes,
} as const

/** The sentence under the largest loan (src/shared/loan-tools/eligibility.ts). */
export const eligibilityExplain = {
  startWith: 'With {income} a month and {emis}, a {foir}% limit',
  emisOf: '{emis} of EMIs',
  noEmis: 'no other EMIs',
  nothingLeft: '{start} leaves nothing for a new EMI, so no new loan fits.',
  tooOld: '{start} leaves {emi} for a new EMI, but a loan would have to be repaid by age {age}, so no new loan fits.',
  repaidBy: '{over} (to be repaid by age {age})',
  fits: '{start} leaves {emi} for a new EMI, which at {rate}% over {over} supports a loan of about {loan}.',
} as const
