// The borrower tools' questions and answers (issue 12), also published as FAQPage JSON-LD. Only the
// tool pages import this, on the server: those pages load no React in the browser (docs/decisions/091).
import type { FaqEntry } from './faq'
import { ratesAndCharges } from './loan-types'

export const trueCostFaqs: FaqEntry[] = [
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

export const prepaymentFaqs: FaqEntry[] = [
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

export const eligibilityFaqs: FaqEntry[] = [
  {
    id: 1,
    title: 'What is FOIR?',
    answer:
      'The Fixed Obligations to Income Ratio: the share of your net monthly income that all your EMIs together may take. Lenders commonly allow 40% to 60% depending on your income and the loan. The tool uses 50%, or 55% for home loans, unless you enter your own.',
  },
  {
    id: 2,
    title: 'Why does my age shorten the tenure?',
    answer:
      'Lenders want a loan repaid before you retire, usually by 60 for salaried borrowers. So the tenure is cut to the months left until that age, and a shorter tenure supports a smaller loan for the same EMI. You can change the retirement age if your lender allows a later one.',
  },
  {
    id: 3,
    title: 'What is a reverse EMI?',
    answer:
      'It works back from the EMI you can pay to the loan it repays: P = E × ((1 + r)^n − 1) ÷ (r × (1 + r)^n), where E is the EMI, r the monthly rate and n the number of months. We round the loan down to the rupee, so its EMI never exceeds yours.',
  },
]

export const balanceTransferFaqs: FaqEntry[] = [
  {
    id: 1,
    title: 'What is a balance transfer?',
    answer:
      'Moving what you still owe to another lender at a lower rate: the new lender pays off the old one, and you repay the new lender over the remaining months. It pays only if the interest you save is more than what the move costs.',
  },
  {
    id: 2,
    title: 'What does the break-even month mean?',
    answer:
      'The month in which the EMIs you have saved add up to the fees you paid to move. Before it, the move has cost you money; after it, you are ahead. If you might close or move the loan again before then, the transfer is not worth it.',
  },
  {
    id: 3,
    title: 'Which fees should I include?',
    answer:
      'Everything the move costs: the new lender’s processing fee with 18% GST, legal and valuation charges on a home loan, stamp duty on the new agreement, and any foreclosure charge from the old lender (none on floating-rate loans to individuals for non-business use, under RBI’s 2025 directions).',
  },
]

export const compareFaqs: FaqEntry[] = [
  {
    id: 1,
    title: 'Which offer is marked cheapest?',
    answer:
      'The one with the lowest total cost: all the interest plus the processing fee, the GST on it and the other charges. When two offers cost the same, the lower APR wins. If the offers are for different amounts or tenures, compare their APRs too: the total cost of a bigger or longer loan is naturally higher.',
  },
  {
    id: 2,
    title: 'Why can a lower rate cost more?',
    answer:
      'Because the fees come out of the loan. A lower rate with a high processing fee can cost more than a slightly higher rate with no fee, especially over a short tenure. The APR puts both on one scale.',
  },
  {
    id: 3,
    title: 'Where do I find these figures for a real offer?',
    answer:
      'In the Key Facts Statement every RBI-regulated lender must give you before you sign: the rate, each fee and charge, and the APR. Enter them here to see the offers side by side.',
  },
]
