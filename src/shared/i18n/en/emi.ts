// The EMI calculator's words (docs/product.md § EMI calculator). Read in the browser too
// (<MessagesJson parts={['emi']} />, live-emi.ts): plain text only, {name} placeholders filled with fill().
import { emiFaqs } from '#src/shared/content/faq'
import tools from './tools'

export default {
  title: 'EMI Calculator: Monthly Instalment, Interest and Schedule · Loan Partner',
  description:
    'Work out the EMI on a personal, home, car or business loan: monthly instalment, total interest, total payment and a month-by-month amortisation schedule, exact to the rupee.',
  eyebrow: 'Plan before you borrow',
  heading: 'EMI Calculator',
  lead: 'See your monthly instalment, the total interest and a month-by-month schedule, exact to the rupee.',
  moreTools: 'More tools',
  formTitle: 'Your loan',
  calculate: 'Calculate',
  fields: {
    amount: 'Loan amount',
    rate: 'Interest rate (% p.a.)',
    tenure: 'Tenure (years)',
  },
  /** Counted: the form plural() picks (src/shared/i18n/plural.ts). */
  yearUnit: { one: 'year', other: 'years' },
  yearCount: { one: '{n} year', other: '{n} years' },
  from: 'From ',
  to: 'to ',
  capMax: tools.shared.capMax,
  capMin: tools.shared.capMin,
  resultsTitle: 'Your results',
  monthlyEmi: 'Monthly EMI',
  noInstalment: 'A tenure of 0 years has no instalment. Choose at least 1 year to see your EMI.',
  principalAmount: 'Principal amount',
  totalInterest: 'Total interest',
  totalPayment: 'Total payment',
  applyNow: 'Apply Now',
  note: 'Figures are indicative. Your lender confirms the rate and EMI in the sanction letter.',
  pieLabel: 'Pie chart: principal {principal}, interest {interest}',
  donutTitle: 'Principal {principal} ({principalShare}), interest {interest} ({interestShare})',
  donutInterest: 'interest',
  principal: 'Principal',
  interest: 'Interest',
  schedule: {
    title: 'Amortisation schedule',
    lead: 'How each year’s instalments split between interest and principal. Open a year to see its months.',
    csv: 'Download CSV',
    empty: 'With a tenure of 0 years there are no instalments to schedule.',
    columns: ['Year', 'Principal', 'Interest', 'Balance at year end'],
    yearN: 'Year {n}',
    principal: 'Principal ',
    interest: 'Interest ',
    balance: 'Balance ',
    monthByMonth: 'Year {n}, month by month',
    caption: 'Year {n}, month by month, in rupees',
    month: 'Month',
    opening: 'Opening (₹)',
    monthInterest: 'Interest (₹)',
    monthPrincipal: 'Principal (₹)',
    closing: 'Closing (₹)',
  },
  explain: {
    eyebrow: 'How it works',
    title: 'The EMI formula',
    formulaLabel: 'E equals P times r times (1 plus r) to the power n, divided by (1 plus r) to the power n minus 1',
    terms: {
      P: 'is the principal, the amount you borrow.',
      r: 'is the monthly rate: the annual rate ÷ 12 ÷ 100.',
      n: 'is the number of monthly instalments: years × 12.',
    },
    /** Each {name} is a figure the page keeps current. */
    worked:
      'With your figures: P = {amount}, r = {rate} ÷ 12 ÷ 100 = {r}, n = {n}, so E = {emi} a month and {total} in all, of which {interest} is interest.',
    fine: 'We keep full precision while calculating and round to the rupee only to show you a figure. The total payment is the exact EMI × n, rounded once.',
    faqTitle: 'EMI, principal and interest',
  },
  faqs: emiFaqs,
} as const
