// The borrower tools' questions and answers (issue 12), also published as FAQPage JSON-LD. Only the
// tool pages import this, on the server: those pages load no React in the browser (docs/decisions/091).
import type { FaqEntry } from './faq'
import tools from '../i18n/en/tools'
import { ratesAndCharges } from './loan-types'

export const trueCostFaqs: readonly FaqEntry[] = [
  {
    id: 1,
    title: 'What is the APR, and why is it higher than the interest rate?',
    answer:
      'The APR (Annual Percentage Rate) is the yearly cost of the loan with the fees and charges included. The lender takes the processing fee, the GST on it and other upfront charges out of the loan before paying you, but you repay EMIs on the full amount. So the money you actually receive costs more than the quoted rate. The Reserve Bank of India asks lenders to show the APR in the Key Facts Statement.',
  },
  {
    id: 2,
    title: 'How is the APR worked out?',
    answer:
      'It is the monthly rate at which the net amount disbursed equals the value today of all your EMIs (an internal rate of return), multiplied by 12, as in the illustration annexed to RBI’s Key Facts Statement rules. For example, ₹47,000 at 21% for 24 months with a ₹1,175 fee plus ₹212 GST: ₹45,613 reaches the borrower, the EMI is ₹2,415, and the APR is about 24.15% (RBL Bank’s published KFS prints 24.16%).',
  },
  {
    id: 3,
    title: 'What is a Key Facts Statement?',
    answer:
      'A standard summary that lenders regulated by RBI must give you before you sign a retail or MSME loan: the amount, the rate, every fee and charge, the APR, the instalments and the repayment schedule, and the charges that apply only in some cases, such as penal charges. Our illustrative KFS shows what such a statement looks like for your figures. It is not an offer.',
  },
  {
    id: 4,
    title: 'Is GST charged on the processing fee?',
    answer:
      'Yes. Processing and other fees are charges for a service, so 18% GST is added to them. There is no GST on the interest. Charges such as stamp duty or an insurance premium are usually quoted with their taxes, so the tool adds them as you enter them.',
  },
]

/**
 * Whose charge the prepayment tool computes (docs/decisions/167): the tool takes a loan from any
 * lender, so the charge is that lender's, as its KFS states it; ours is the pricing box's line.
 */
export const prepaymentChargeWhose = `This tool works for a loan from any lender. The charge it works out is your lender’s, as that lender’s Key Facts Statement states it, never ours. Our Pricing table’s “${ratesAndCharges.preClosure}” is for ${ratesAndCharges.preClosureLoans}.`

export const prepaymentFaqs: readonly FaqEntry[] = [
  {
    id: 1,
    title: 'Can my lender charge me for prepaying?',
    answer:
      'Not on a floating-rate loan taken by an individual for a purpose other than business: RBI’s Pre-payment Charges on Loans Directions, 2025, forbid it for loans sanctioned or renewed from 1 January 2026, whether you prepay part or all of the loan and wherever the money comes from. On a fixed-rate loan or a business loan the lender’s charge may apply if the Key Facts Statement discloses it, with 18% GST on top.',
  },
  {
    id: 2,
    title: 'Should I reduce my EMI or my tenure?',
    answer:
      'Reducing the tenure saves more interest: the EMI stays the same, so the balance falls faster and the loan ends sooner. Reducing the EMI keeps the end date and lowers what you pay each month, which helps if your budget is tight, but it saves less. The tool shows both; switch the choice to compare.',
  },
  {
    id: 3,
    title: 'When does a prepayment save the most?',
    answer:
      'Early in the loan. Interest is charged every month on the balance still owed, and in the first years most of each EMI goes to interest. A lump sum paid early removes that balance, and all the interest it would have carried, for the rest of the tenure.',
  },
]

// The eligibility, balance-transfer and comparison questions live in the catalogue's tools part, in
// both languages (src/shared/i18n/en/tools.ts); the English ones are re-exported here for the tests.
export const eligibilityFaqs: readonly FaqEntry[] = tools.eligibility.faqs
export const balanceTransferFaqs: readonly FaqEntry[] = tools.balanceTransfer.faqs
export const compareFaqs: readonly FaqEntry[] = tools.compare.faqs
