/** FAQ copy: the 7-entry About accordion (docs/product.md §5 About and FAQ) and the EMI calculator explainer. */
export interface FaqEntry {
  id: number
  title: string
  answer: string
}

export const faqs: FaqEntry[] = [
  {
    id: 1,
    title: 'Who is eligible to apply for a loan with Loan Partner?',
    answer:
      'Any Indian resident aged 18 or over with a valid PAN and a steady income can apply. Salaried applicants need a monthly income of at least ₹15,000; self-employed applicants and business owners qualify on the basis of their business income and returns. Each partner bank or NBFC then applies its own criteria, such as age at the end of the tenure, employer category and existing obligations.',
  },
  {
    id: 2,
    title: 'What documents do I need to submit?',
    answer:
      'You will need proof of identity and address for KYC (PAN card plus Aadhaar, passport, voter ID or driving licence), a recent photograph and your last six months of bank statements. Salaried applicants add their latest three salary slips and Form 16; self-employed applicants add the last two years of ITR with computation of income and, where applicable, GST returns. Home loans and loans against property also need the property papers.',
  },
  {
    id: 3,
    title: 'How long does it take to get my loan approved?',
    answer:
      'Once your documents are complete, most personal and business loan applications receive a decision within 24 to 48 hours, and the money is usually disbursed to your bank account within a few working days of signing the agreement. Secured loans such as home loans and loans against property take longer because the lender must value the property and verify its legal title.',
  },
  {
    id: 4,
    title: 'Does my CIBIL score affect my loan?',
    answer:
      'Yes. Lenders check your credit report from CIBIL or another credit bureau before deciding. A score of 750 or above generally gets faster approval and lower interest rates, while a lower score may mean a smaller amount, a higher rate or a request for a co-applicant. Checking your own score does not lower it, and repaying every EMI on time is the surest way to improve it.',
  },
  {
    id: 5,
    title: 'Can I prepay or close my loan early?',
    answer:
      'Yes. Part-prepayment and full pre-closure are available after you have paid your 1st EMI, and we do not add any pre-closure charges. Prepaying reduces your outstanding principal, so you can choose either a lower EMI or a shorter tenure and save on interest.',
  },
  {
    id: 6,
    title: 'Are there any processing fees or hidden charges?',
    answer:
      'The lender charges a one-time processing fee of up to 5% of the loan amount, plus GST, which is usually deducted from the amount disbursed. The exact fee, the interest rate and every other charge are listed in the sanction letter and the Key Facts Statement you receive before signing. There are no hidden charges.',
  },
  {
    id: 7,
    title: 'Is my personal information safe with Loan Partner?',
    answer:
      'Yes. Your details travel over an encrypted connection, your PAN is stored encrypted, and we use your information only to process your application or enquiry. We share it only with the lender and credit bureau needed for your loan, never sell it, and erase applications and enquiries after {retentionDays} days. Read our Privacy Policy for the full details.',
  },
]

export const emiFaqs: FaqEntry[] = [
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
