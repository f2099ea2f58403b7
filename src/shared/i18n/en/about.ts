// The About page and its FAQ (docs/product.md §5 About and FAQ). src/shared/content/home.ts (aboutCopy)
// and src/shared/content/faq.ts (faqs) give the English under the names the tests quote. Texts are
// written with the default brand and {retentionDays}; the page shows the configured ones (siteText).

export default {
  title: 'About Us & FAQ · {brand}',
  description:
    'Loan Partner has helped over 70,000 borrowers across India compare banks and NBFCs. Meet our team, book a free consultation and read answers to common loan questions.',
  eyebrow: 'About Us',
  since: 'Helping Indian families and businesses borrow with confidence since 2022.',
  imageAlt: 'A loan adviser talking a customer through her loan options',
  whoWeAre: 'Who we are',
  intro: {
    heading: 'Your Trusted Partner for Every Loan Need',
    paragraphs: [
      'Loan Partner helps people across India find the right loan without the usual stress. We work with RBI-regulated banks and NBFCs to bring you personal, business, home, overdraft, car and credit card loans, and we compare their offers so you can choose the best rate, tenure and EMI for your situation.',
      'From checking your eligibility and CIBIL score to collecting your KYC documents and tracking your application, our advisers guide you at every step. The charges are explained upfront, your data is kept secure, and the final decision is always yours.',
      'Not sure where to start? Book a free consultation and one of our loan experts will call you back to talk through your options.',
    ],
    consultationLabel: 'Free Consultation',
  },
  highlights: ['RBI-regulated banks and NBFCs', 'Charges shown before you sign', 'Free help from application to disbursal'],
  /** {trusted} is home.socialProof.trusted, shown in bold. */
  trustedLine: '{trusted} borrowers across India',
  faq: {
    eyebrow: 'FAQ',
    heading: 'Frequently Asked Questions',
    lead: 'Quick answers about eligibility, documents, approval times and charges. Still unsure? Our advisers are a call away.',
    /** The seven entries of the accordion, in order (their ids are 1 to 7). */
    entries: [
      {
        title: 'Who is eligible to apply for a loan with Loan Partner?',
        answer:
          'Any Indian resident aged 18 or over with a valid PAN and a steady income can apply. Salaried applicants need a monthly income of at least ₹15,000; self-employed applicants and business owners qualify on the basis of their business income and returns. Each partner bank or NBFC then applies its own criteria, such as age at the end of the tenure, employer category and existing obligations.',
      },
      {
        title: 'What documents do I need to submit?',
        answer:
          'You will need proof of identity and address for KYC (PAN card plus Aadhaar, passport, voter ID or driving licence), a recent photograph and your last six months of bank statements. Salaried applicants add their latest three salary slips and Form 16; self-employed applicants add the last two years of ITR with computation of income and, where applicable, GST returns. Home loans and loans against property also need the property papers.',
      },
      {
        title: 'How long does it take to get my loan approved?',
        answer:
          'Once your documents are complete, most personal and business loan applications receive a decision within 24 to 48 hours, and the money is usually disbursed to your bank account within a few working days of signing the agreement. Secured loans such as home loans and loans against property take longer because the lender must value the property and verify its legal title.',
      },
      {
        title: 'Does my CIBIL score affect my loan?',
        answer:
          'Yes. Lenders check your credit report from CIBIL or another credit bureau before deciding. A score of 750 or above generally gets faster approval and lower interest rates, while a lower score may mean a smaller amount, a higher rate or a request for a co-applicant. Checking your own score does not lower it, and repaying every EMI on time is the surest way to improve it.',
      },
      {
        title: 'Can I prepay or close my loan early?',
        answer:
          'Yes. Part-prepayment and full pre-closure are available after you have paid your 1st EMI, and we do not add any pre-closure charges. Prepaying reduces your outstanding principal, so you can choose either a lower EMI or a shorter tenure and save on interest.',
      },
      {
        title: 'Are there any processing fees or hidden charges?',
        answer:
          'The lender charges a one-time processing fee of up to 5% of the loan amount, plus GST, which is usually deducted from the amount disbursed. The exact fee, the interest rate and every other charge are listed in the sanction letter and the Key Facts Statement you receive before signing. There are no hidden charges.',
      },
      {
        title: 'Is my personal information safe with Loan Partner?',
        answer:
          'Yes. Your details travel over an encrypted connection, your PAN is stored encrypted, and we use your information only to process your application or enquiry. We share it only with the lender and credit bureau needed for your loan, never sell it, and erase applications and enquiries after {retentionDays} days. Read our Privacy Policy for the full details.',
      },
    ],
  },
} as const
