/** FAQ copy: the 7-entry About accordion (docs/product.md §5 About and FAQ) and the EMI calculator explainer. */
import about from '../i18n/en/about'

export interface FaqEntry {
  id: number
  title: string
  answer: string
}

/** The About accordion's entries in English; their words are the catalogue's about.faq.entries. */
export const faqs: readonly FaqEntry[] = about.faq.entries.map((e, i) => ({ id: i + 1, ...e }))

export const emiFaqs: readonly FaqEntry[] = [
  {
    id: 1,
    title: 'What is an EMI?',
    answer:
      'An EMI (Equated Monthly Instalment) is the fixed amount you pay your lender every month until the loan is repaid. Each EMI is made up of two parts: a portion of the principal and the interest due for that month. In the early months most of the EMI goes towards interest; as the outstanding balance falls, a larger share goes towards the principal.',
  },
  {
    id: 2,
    title: 'What is the principal?',
    answer:
      'The principal is the amount you borrow from the lender. Interest is charged on the principal that is still outstanding, so every EMI you pay reduces the balance on which next month’s interest is calculated. Any part-prepayment you make goes straight towards the principal.',
  },
  {
    id: 3,
    title: 'What is the interest?',
    answer:
      'Interest is the cost of borrowing, quoted as an annual rate (for example 10% p.a.) and charged monthly on the outstanding principal. The total interest is everything you pay over the tenure beyond the principal: total interest = (EMI × number of months) − principal. A longer tenure lowers your EMI but raises the total interest you pay.',
  },
  {
    id: 4,
    title: 'How is the EMI calculated?',
    answer:
      'The calculator uses the standard reducing-balance formula: E = P × r × (1+r)^n / ((1+r)^n − 1), where P is the loan amount, r is the monthly interest rate (annual rate / 12 / 100) and n is the tenure in months. For example, ₹1,00,000 at 10% p.a. for 12 months gives r = 10 / 12 / 100 ≈ 0.00833 and an EMI of about ₹8,792, so you pay ₹1,05,499 in total, of which ₹5,499 is interest.',
  },
]
