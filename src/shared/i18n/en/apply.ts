// The apply page, its acknowledgement and its consents (docs/product.md §8 Apply form, §19 Errors and
// success messages). What the page's script reads is its own part, applyLive.
export default {
  title: 'Loan Application · Loan Partner',
  description:
    'Apply online for a personal, business, home or car loan from ₹15,000 to ₹10,00,000. Compare offers from multiple lenders, with no hidden charges and no pre-closure charges.',
  eyebrow: 'Apply Now',
  heading: 'Loan Application',
  lead: 'Tell us what you need and a little about yourself. It takes about three minutes, and checking your offers does not affect your credit score.',
  steps: ['Loan Details', 'Personal Details', 'Review & Submit'],
  thisPage: ' (this page)',
  /** An amount the form cannot take, carried from a calculator (docs/decisions/147); {asked} and {range} are figures. */
  amountNote: {
    range: '{min} to {max}',
    above: 'You asked about {asked}. The online form takes {range}; larger loans are arranged through a free consultation.',
    below: 'You asked about {asked}. The online form takes {range}. Enter an amount in that range, or talk to us about a smaller loan.',
    link: 'Book a free consultation for {asked}',
  },
  formHeading: 'Your application',
  trust: ['100% secure and transparent', 'No hidden charges', 'Offers from multiple lenders'],
  asideLabel: 'Loan types, help and charges',
  legends: { loan: 'Loan Details', personal: 'Personal Details' },
  labels: {
    loanAmount: 'Loan Amount (₹)',
    monthlyIncome: 'Monthly Income (₹)',
    purpose: 'Loan Purpose',
    fullName: 'Full Name (as on PAN)',
    email: 'Email',
    panCard: 'PAN Card',
    mobileNumber: 'Mobile Number',
    companyName: 'Company Name',
    pinCode: 'Pin Code',
    gender: 'Gender',
    dateOfBirth: 'Date of Birth',
    state: 'State',
    city: 'City',
  },
  placeholders: { loanAmount: 'e.g. 1,50,000', monthlyIncome: 'e.g. 45,000', mobileNumber: '10-digit number', dateOfBirth: 'DD/MM/YYYY' },
  hints: { loanAmount: '{min} to {max}', monthlyIncome: 'At least {min} a month', dateOfBirth: 'DD/MM/YYYY, for example 15/08/1990' },
  choose: { purpose: 'Select purpose', gender: 'Select gender', state: 'Select state', city: 'Select city' },
  genders: { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' },
  terms: {
    before: 'I agree to the ',
    link: 'terms and conditions',
    after: ' and consent to the use of my details as described below.',
  },
  /** The consent notice beside the terms box: its version is applyConsent.version (src/shared/content/apply.ts). */
  notice: {
    collected: 'We collect the details in this form, including your PAN, date of birth, monthly income and mobile number,',
    purpose: 'to check your eligibility, match you with our lending partners and contact you about this application.',
    protection: 'Your PAN is stored encrypted, and we never sell your data.',
    readBefore: 'Read our ',
    privacy: 'Privacy Policy',
    readAnd: ' and ',
    terms: 'Terms and Conditions',
    readAfter: '.',
  },
  consent: {
    heading: 'Optional: how we may contact you',
    labels: {
      partner_calls: 'Calls and SMS about this application from partner lenders',
      marketing: 'Marketing: offers and news from Loan Partner by e-mail, SMS or WhatsApp',
    },
    /** Short names for the tracker and the lead desk. */
    names: {
      partner_calls: 'Calls and SMS from partner lenders',
      marketing: 'Marketing',
    },
    optionalNote:
      'Both are optional and unticked: your application is considered either way. You can withdraw either at any time from Track application.',
    noticeHeading: 'What we collect, and why',
    /** The itemised notice: what is collected, and why. */
    notice: [
      {
        what: 'Name, mobile number and e-mail',
        why: 'to contact you about this application, and, only if you tick it, to pass them to partner lenders who may call or text you about it, or to send you offers.',
      },
      {
        what: 'PAN, date of birth, monthly income, company and loan details',
        why: 'to check your eligibility and match you with lenders; your PAN is stored encrypted.',
      },
      {
        what: 'The time of each choice and a keyed hash of your IP address',
        why: 'to show when and how you gave or withdrew a consent; the address itself is not stored.',
      },
    ],
    /** The stored version (src/shared/content/consent.ts) as people read it: its month and number. */
    version: 'Notice of {date}, version {n}',
  },
  noScore: 'Checking your offers does not affect your credit score.',
  honeypot: 'Leave this empty',
  help: {
    heading: 'Need Help?',
    text: 'Our loan advisors can help you fill in the form or choose a loan.',
    emailNote: 'Support e-mail, answered within one working day',
  },
  rates: {
    heading: 'Rates & Charges',
    processingFee: 'Processing Fee',
    preClosure: 'Pre-closure Charges',
    rateOfInterest: 'Rate of Interest',
    minAmount: 'Minimum Loan Amount',
    maxAmount: 'Maximum Loan Amount',
    minIncome: 'Minimum Monthly Income',
  },
  types: {
    heading: 'Loan types at a glance',
    nav: 'Loan types',
    interestRate: 'Interest Rate',
    repaymentPeriod: 'Repayment Period',
    prepayment: 'Prepayment',
  },
  /** What the page shows after an application (docs/decisions/100). */
  ack: {
    heading: 'Your acknowledgement',
    received: 'Received on',
    loanType: 'Loan type',
    decision: 'Expected decision',
    decisionNote: 'once your documents are complete',
    documents: 'Keep these documents ready',
    trackBefore: 'Follow your application at any time on ',
    trackLink: 'Track application',
    trackAfter: ', with this reference and your date of birth.',
  },
  /**
   * Words that are data in English (loan purposes, states and cities, the pricing box's lines,
   * decision times, the office hours), shown in another language under their English text (loan
   * types and documents are the services part's, by key):
   * English needs none; a text missing here is shown as it is stored.
   */
  names: {} as Readonly<Record<string, string>>,
} as const
