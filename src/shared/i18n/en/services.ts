// The loan services pages (docs/product.md §3 Shared layout, §6 Service pages, §20 Business constants):
// /services/:serviceName, /service-details, the header's Services dropdown and the footer's service links,
// the loan types' names and terms as seeded (docs/decisions/174) and the home page's product cards.
// Read on the server only, but kept plain text all the same.
import { loanTypeSeed, type LoanTypeKey, type LoanTypeWords } from '#src/shared/content/loan-types'

export default {
  /** The page title of /services/:serviceName. */
  title: '{title}: Rates, Eligibility & Documents · {brand}',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  services: 'Services',
  applyNow: 'Apply Now',
  calculateEmi: 'Calculate your EMI',
  about: 'About the {title}',
  keyFeatures: 'Key Features',
  needHelp: 'Need help',
  expertHeading: 'Talk to a loan expert',
  expertText: 'Free advice on eligibility, documents and the best offer for you.',
  benefitsHeading: 'Benefits of a {title}',
  getStarted: 'Get started',
  howToApply: 'How to Apply?',
  documentsRequired: 'Documents Required',
  /** Over the page's own loan's documents when the page lists a second loan's too; {title} in lower case. */
  documentsFor: 'For a {title}',
  exploreOther: 'Explore other loans',
  /** The three fixed benefit blocks on every service page. */
  benefits: [
    {
      title: 'Immediate Financial Assistance',
      text: 'Get quick access to funds when you need them most, with fast approvals and direct transfer to your bank account.',
    },
    {
      title: 'Flexible Repayment Options',
      text: 'Choose a tenure and EMI that fit your monthly budget, and prepay after the 1st EMI without pre-closure charges.',
    },
    {
      title: 'Builds Credit Score',
      text: 'Repaying your EMIs on time is reported to credit bureaus such as CIBIL and steadily improves your credit score for future borrowing.',
    },
  ],
  /** Each service's copy, by slug: the images' alt texts in order, the figures of §20 as displayed. */
  pages: {
    'personal-loan': {
      title: 'Personal Loan',
      description:
        'An unsecured loan that can be used for any personal financial need: a wedding, a holiday, medical bills, home improvement or consolidating your debts.',
      paragraph1:
        'A personal loan gives you a lump sum without pledging any collateral, which you repay in fixed monthly EMIs. Loan Partner compares offers from RBI-regulated banks and NBFCs so that you get an amount, interest rate and tenure that match your income and CIBIL score. Salaried professionals and self-employed individuals can apply online in minutes, upload their documents digitally and, once approved, receive the money directly in their bank account.',
      imageAlts: [
        'A young couple planning their expenses on a laptop at home',
        'A woman checking a loan approval message on her phone',
        'A family celebrating at a wedding ceremony',
      ],
      points: [
        'Loan amount from ₹50,000 to ₹25,00,000',
        'Interest rates from 10.35% to 24% p.a., based on your profile',
        'Flexible tenure of 12 to 96 months',
        'No collateral or guarantor required',
        'Use the money for any personal need, with no questions asked about end use',
        'Quick approval with minimal, fully digital documentation',
        'Processing fee of up to 5% of the loan amount, shown upfront',
        'Part-prepayment and pre-closure available after the 1st EMI',
        'Compare offers from multiple banks and NBFCs in one application',
      ],
      heading1: 'Get the funds you need today with a personal loan that fits your budget',
      steps: [
        'Check your eligibility and estimate your monthly instalment with our EMI calculator.',
        'Fill in the online application with your loan amount, income and personal details.',
        'Upload your KYC, income and bank statement documents for verification.',
        'Accept the lender’s offer and e-sign the agreement to get the money in your bank account.',
      ],
      docs: [
        'PAN card (mandatory) and Aadhaar card',
        'Address proof: Aadhaar, passport, voter ID, driving licence or a recent utility bill',
        'Salary slips for the last 3 months (salaried applicants)',
        'Bank statements for the last 6 months',
        'Form 16 or ITR for the last 2 years',
        'Employee ID card or appointment letter',
        'Recent passport-size photograph',
      ],
      facts: [
        {
          label: 'Loan amount',
          value: '₹50,000 to ₹25,00,000',
        },
        {
          label: 'Interest rate',
          value: '10.35-24% p.a.',
        },
        {
          label: 'Tenure',
          value: '12-96 months',
        },
      ],
    },
    'business-loan': {
      title: 'Business Loan',
      description:
        'A business loan helps entrepreneurs and business owners fund working capital, buy machinery or stock, or expand into new markets.',
      paragraph1:
        'Whether you run a shop, a small factory, a trading firm or a professional practice, a business loan gives you the capital to grow without diluting ownership. Loan Partner works with banks and NBFCs that lend to proprietorships, partnerships, LLPs and private limited companies, including MSMEs registered on Udyam. Loans are usually unsecured, decisions come quickly, and the tenure can be matched to your business cash flow.',
      imageAlts: [
        'A shop owner reviewing accounts at the counter of his store',
        'Two entrepreneurs discussing a business plan in an office',
        'Workers operating new machinery on a factory floor',
      ],
      points: [
        'Loan amount from ₹1,00,000 to ₹50,00,000',
        'Interest rates from 12% to 24% p.a.',
        'Repayment tenure of 12 to 72 months',
        'Approval in 24-48 hours once your documents are complete',
        'Collateral-free loans for eligible businesses',
        'Use the funds for working capital, inventory, equipment or expansion',
        'Available to proprietors, partnerships, LLPs and private limited companies',
        'Processing fee of up to 5% of the loan amount, with no hidden charges',
        'Prepayment available after the 1st EMI',
      ],
      heading1: 'Take your business to the next level with fast, flexible funding',
      steps: [
        'Tell us how much you need and what it is for in the online application.',
        'Share your business details, turnover and the owner’s KYC.',
        'Upload your ITR, GST returns and bank statements for a quick credit assessment.',
        'Receive your sanction letter, sign the agreement and get the funds disbursed.',
      ],
      docs: [
        'PAN card of the business and of the owners or partners',
        'Aadhaar card of the proprietor, partners or directors',
        'Business registration proof: GST certificate, Udyam registration, shop and establishment licence or certificate of incorporation',
        'ITR with computation of income for the last 2 years',
        'GST returns for the last 12 months',
        'Bank statements of the business account for the last 6 to 12 months',
        'Audited balance sheet and profit and loss statement for the last 2 years',
      ],
      facts: [
        {
          label: 'Loan amount',
          value: '₹1,00,000 to ₹50,00,000',
        },
        {
          label: 'Interest rate',
          value: '12-24% p.a.',
        },
        {
          label: 'Tenure',
          value: '12-72 months',
        },
        {
          label: 'Approval',
          value: 'In 24-48 hours',
        },
      ],
    },
    'overdraft-loan': {
      title: 'Overdraft Loan',
      description:
        'A flexible credit line that allows you to withdraw money whenever you need it, up to a sanctioned limit, and pay interest only on what you use.',
      paragraph1:
        'An overdraft loan works like a reserve of funds linked to your account. The lender sanctions a limit based on your income, business turnover or security such as fixed deposits or property, and you can draw, repay and draw again within that limit as often as you like. Interest is charged only on the amount you actually use and only for the days you use it, making an overdraft ideal for uneven cash flows, seasonal business needs and emergencies.',
      imageAlts: [
        'A man transferring money from his overdraft account on a mobile banking app',
        'A businesswoman planning monthly cash flow at her desk',
        'A calculator and bank passbook on a table',
      ],
      points: [
        'Overdraft limit from ₹50,000 to ₹50,00,000',
        'Interest of 13-18%, charged only on the amount you use',
        'Facility tenure of 60-96 months',
        'Withdraw and repay any number of times within your limit',
        'No EMI on the unused limit',
        'Available for salaried individuals, self-employed professionals and businesses',
        'Secured options against fixed deposits or property for a higher limit',
        'Processing fee of up to 5% of the limit, disclosed upfront',
        'No pre-closure charges when you close the facility',
      ],
      heading1: 'Keep a safety net ready for every expense with an overdraft facility',
      steps: [
        'Choose the overdraft limit you need and apply online.',
        'Submit your KYC and income or business documents.',
        'The lender assesses your profile and sanctions your overdraft limit.',
        'Sign the agreement and start withdrawing funds whenever you need them.',
      ],
      docs: [
        'PAN card (mandatory) and Aadhaar card',
        'Address proof: Aadhaar, passport, voter ID, driving licence or a recent utility bill',
        'Salary slips for the last 3 months or ITR for the last 2 years',
        'Bank statements for the last 6 months',
        'GST returns and business registration proof (for business overdrafts)',
        'Fixed deposit receipt or property documents (for secured overdrafts)',
        'Recent passport-size photograph',
      ],
      facts: [
        {
          label: 'Overdraft limit',
          value: '₹50,000 to ₹50,00,000',
        },
        {
          label: 'Interest rate',
          value: '13-18% interest',
        },
        {
          label: 'Tenure',
          value: '60-96 months',
        },
      ],
    },
    'home-loan': {
      title: 'Home Loan',
      description: 'A home loan helps you buy, construct or renovate your dream home, with long tenures and affordable EMIs.',
      paragraph1:
        'Buying a home is one of the biggest financial decisions you will make. A home loan lets you finance a ready-to-move-in or under-construction flat, build a house on your own plot, or renovate and extend your existing home. Loan Partner compares rates from leading banks and housing finance companies, helps you with the property paperwork, and can move your existing home loan to a lender with a lower rate through a balance transfer. Repayments of principal and interest may also qualify for tax benefits under the Income Tax Act.',
      imageAlts: [
        'A family standing in front of their new house',
        'A couple receiving the keys to their new flat',
        'An under-construction residential building',
      ],
      points: [
        'Loan amount of up to ₹5 Crore',
        'Interest rates from 7% to 12% p.a.',
        'Long repayment tenure of up to 30 years',
        'Finance for buying, constructing, extending or renovating a home',
        'Balance transfer of your existing home loan at a lower rate, with a top-up',
        'No foreclosure charges on floating-rate home loans',
        'Tax benefits on principal and interest repayments, as per current tax laws',
        'Joint applications with a co-applicant for a higher eligible amount',
        'Doorstep help with property legal and technical checks',
      ],
      heading1: 'Move into your dream home sooner with a home loan made simple',
      steps: [
        'Check your eligibility and plan your EMI with our EMI calculator.',
        'Apply online with your personal, income and property details.',
        'Submit your KYC, income and property documents for legal and technical verification.',
        'Receive your sanction letter, sign the agreement and get the amount disbursed to the seller or builder.',
      ],
      docs: [
        'PAN card (mandatory) and Aadhaar card',
        'Address proof: Aadhaar, passport, voter ID, driving licence or a recent utility bill',
        'Salary slips for the last 3 months and Form 16 (salaried applicants)',
        'ITR with computation of income for the last 2-3 years (self-employed applicants)',
        'Bank statements for the last 6 months',
        'Property documents: sale agreement, title deed, approved building plan and allotment letter',
        'Photographs of all applicants and co-applicants',
      ],
      facts: [
        {
          label: 'Loan amount',
          value: 'Up to ₹5 Crore',
        },
        {
          label: 'Interest rate',
          value: '7-12% p.a.',
        },
        {
          label: 'Tenure',
          value: 'Up to 30 years',
        },
      ],
    },
    'car-loan': {
      title: 'Car Loan',
      description:
        'Drive home a new or used car, or leverage your property to secure a high-value loan: secured financing at lower interest rates.',
      paragraph1:
        'Car Loan & Loan Against Property: this page covers two secured options. A car loan finances a new or pre-owned car, with the vehicle itself as security. A loan against property lets you borrow a much larger amount by mortgaging a residential or commercial property you own, while you continue to use it. Because both loans are secured, their interest rates are lower than those of unsecured loans. The figures shown on this page are for loan against property.',
      imageAlts: [
        'A happy family with their new car outside a showroom',
        'A residential property that can be pledged for a loan',
        'A customer signing loan documents with an adviser',
      ],
      points: [
        'Loan against property of up to ₹10 Crore',
        'Interest rates from 8% to 13% p.a.',
        'Repayment tenure of 12-96 months',
        'Mortgage a residential or commercial property and keep using it',
        'Car loans for new and pre-owned cars, with the car as security',
        'Use the funds for business expansion, education, medical needs or a car purchase',
        'Lower interest rates than unsecured loans',
        'Processing fee of up to 5% of the loan amount, disclosed upfront',
        'Prepayment available after the 1st EMI',
      ],
      heading1: 'Unlock the value of your property or drive home your new car today',
      steps: [
        'Apply online with the loan amount you need and details of your car or property.',
        'Submit your KYC, income documents and the car quotation or property papers.',
        'The lender values the property or vehicle and verifies its legal title.',
        'Sign the loan and mortgage or hypothecation documents and receive the funds.',
      ],
      docs: [
        'PAN card (mandatory) and Aadhaar card',
        'Address proof: Aadhaar, passport, voter ID, driving licence or a recent utility bill',
        'Salary slips for the last 3 months or ITR for the last 2 years',
        'Bank statements for the last 6 months',
        'Proforma invoice from the dealer, or the registration certificate (RC) of a used car',
        'Recent passport-size photograph',
      ],
      alsoDocs: {
        heading: 'For a loan against property',
        docs: [
          'PAN card (mandatory) and Aadhaar card',
          'Address proof: Aadhaar, passport, voter ID, driving licence or a recent utility bill',
          'Salary slips for the last 3 months or ITR for the last 2 years',
          'Bank statements for the last 6 months',
          'Property documents: title deed, chain of ownership documents and approved plan',
          'Recent passport-size photograph',
        ],
      },
      facts: [
        {
          label: 'Loan amount (against property)',
          value: 'Up to ₹10 Crore',
        },
        {
          label: 'Interest rate',
          value: '8-13% p.a.',
        },
        {
          label: 'Tenure',
          value: '12-96 months',
        },
      ],
    },
    'creditcard-loan': {
      title: 'Credit Cards',
      description:
        'Compare credit cards from HDFC Bank, SBI Card, ICICI Bank and Axis Bank, or turn your card limit into a loan with easy EMIs.',
      paragraph1:
        'The right credit card gives you interest-free credit for up to 50 days, reward points, cashback and lounge access. Loan Partner helps you compare cards from leading issuers and choose one that suits your spending. If you already hold a card, a credit card loan lets you borrow against your unused limit, and a balance transfer moves expensive card dues to a lower rate, both repaid in fixed EMIs instead of a high revolving interest charge.',
      imageAlts: [
        'A hand holding a credit card next to a laptop while shopping online',
        'A customer paying with a credit card at a store counter',
        'A person reviewing a credit card statement on a tablet',
      ],
      points: [
        'Cards from HDFC Bank, SBI Card, ICICI Bank and Axis Bank',
        'Credit card loan interest from 1% to 10%',
        'Repayment over 60 to 96 months',
        'Interest-free period of up to 50 days on card purchases',
        'Reward points, cashback and fuel surcharge waivers',
        'Convert large purchases and card dues into easy EMIs',
        'Balance transfer of high-interest card dues to a lower rate',
        'Pre-approved card loans with little or no paperwork for existing cardholders',
        'Pay your bill in full each month to protect your CIBIL score',
      ],
      heading1: 'Find the credit card or card loan that rewards the way you spend',
      steps: [
        'Compare cards and card loan offers and choose the one that suits you.',
        'Apply online with your personal and income details.',
        'Complete KYC verification with your PAN and Aadhaar.',
        'Receive your card, or the loan amount in your bank account, once approved.',
      ],
      docs: [
        'PAN card (mandatory) and Aadhaar card',
        'Address proof: Aadhaar, passport, voter ID, driving licence or a recent utility bill',
        'Salary slips for the last 3 months (salaried applicants)',
        'ITR for the last 2 years (self-employed applicants)',
        'Bank statements for the last 3 months',
        'Recent passport-size photograph',
      ],
      facts: [
        {
          label: 'Interest rate',
          value: '1% to 10%',
        },
        {
          label: 'Tenure',
          value: '60 to 96 months',
        },
      ],
    },
  },
  /** The header's Services dropdown: a short label and a line for each service, in menu order. */
  nav: {
    'personal-loan': { label: 'Personal', description: 'Can be used for any personal financial need' },
    'business-loan': { label: 'Business', description: 'Helps entrepreneurs and business owners' },
    'overdraft-loan': { label: 'Overdraft', description: 'Flexible credit line that allows you to withdraw money' },
    'home-loan': { label: 'Home', description: 'Helps you buy, construct or renovate your dream home' },
    'car-loan': { label: 'Car', description: 'Leverage your property to secure a high-value loan' },
    'creditcard-loan': { label: 'Credit Cards', description: 'HDFC, SBI, ICICI and Axis Bank credit cards' },
  },
  /** The generic /service-details page. */
  overview: {
    title: 'Loan Services',
    pageTitle: 'Loan Services: Personal, Business, Home & More · {brand}',
    description:
      'Personal, business, home, overdraft, car and credit card loans from RBI-regulated lenders in one place. See how we compare offers and what documents you need.',
    eyebrow: 'Our Services',
    intro:
      'Loan Partner brings personal, business, home, overdraft, car and credit card loans from RBI-regulated banks and NBFCs together in one place. Tell us what you need, and we compare offers, explain the costs in plain language and help you from application to disbursal.',
    imageAlts: [
      'A loan adviser explaining loan options to a customer',
      'A customer applying for a loan on a laptop',
      'A family planning their finances together at home',
    ],
    chooseHeading: 'Choose your loan',
    viewDetails: 'View details',
    sections: [
      {
        heading: 'Loans for every need',
        text: 'Whether you are paying for a wedding, growing your business, buying a home, managing uneven cash flow or clearing expensive credit card debt, there is a loan built for it. Unsecured loans such as personal and business loans need no collateral, while secured loans such as home loans and loans against property offer larger amounts at lower rates.',
      },
      {
        heading: 'We compare, you choose',
        text: 'Instead of visiting several banks, you fill in one application. We match your income, CIBIL score and requirement with the lenders most likely to approve you, and show you the interest rate, processing fee (up to 5% of the loan amount) and EMI of each offer so you can choose with confidence.',
      },
      {
        heading: 'Simple, digital paperwork',
        text: 'Most applications need only your PAN, Aadhaar, recent salary slips or ITR, and bank statements. You can share them digitally, and our advisers check them before they go to the lender, so that your application is not delayed by missing papers.',
      },
      {
        heading: 'Borrow responsibly',
        text: 'Before you apply, use our EMI calculator to see how the amount, rate and tenure affect your monthly instalment and the total interest you pay. As a rule of thumb, keep all your EMIs together below about 40% to 50% of your monthly income, and repay on time to keep your credit score healthy.',
      },
    ],
    ctaHeading: 'Not sure which loan fits?',
    ctaText: 'Estimate your EMI first, or talk to an adviser for free.',
    applyNow: 'Apply Now',
    emiCalculator: 'EMI Calculator',
    consultation: 'Free Consultation',
  },
  /**
   * The loan types as seeded, by key (their one English source is the seed, src/shared/content/loan-types.ts):
   * a page shows a language's words for a term only while the row still says what was seeded (docs/decisions/174).
   */
  loanTypes: Object.fromEntries(loanTypeSeed.map(({ key, ...words }) => [key, words])) as Record<LoanTypeKey, LoanTypeWords>,
  /** The home page's product cards ('Latest Case Studies'), by key. */
  products: {
    consolidation: {
      title: 'Consolidation Loan',
      description: 'Merge multiple debts into a single low-interest EMI, so you track one due date instead of many.',
    },
    overdraft: {
      title: 'Overdraft Facility',
      description: 'Withdraw funds as needed from an approved limit and pay interest only on the amount you actually use.',
    },
    personal: {
      title: 'Personal Loan',
      description:
        'Easy and instant financing for weddings, travel, medical bills or any other personal need, with no collateral required.',
    },
    balanceTransfer: {
      title: 'Credit Card Balance Transfer',
      description: 'Shift expensive credit card debt to a lower-interest loan and clear it in fixed monthly instalments.',
    },
    business: {
      title: 'Business Loan',
      description: 'Instant funding for growth, whether you need working capital, new machinery or stock for the festive season.',
    },
    home: {
      title: 'Home Loan',
      description: 'Buy, build or renovate your home with long tenures and flexible repayment options that fit your budget.',
    },
  },
} as const
