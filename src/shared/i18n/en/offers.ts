// Every matching offer (/offers, /offers/kfs and /how-we-match, issue 43, docs/decisions/220–222):
// the offers after an application, the reasons a lender has none, choosing one, and the published rule.
// Read on the server only (the pages ship no script).

export default {
  pageTitle: 'Your matching offers · {brand}',
  description: 'Every offer of the lenders we work with that matches your application, side by side with its APR and Key Facts Statement.',
  eyebrow: 'Your application',
  heading: 'Your matching offers',
  /** {loanType} is the loan's name, {amount} in rupees, {months} the tenure asked for. */
  intro:
    'Every offer below is from a lender we work with, for your {loanType} of {amount} over {months}. They are listed by APR, lowest first. None is recommended and none is chosen for you.',
  sample: 'Sample: these lenders and their offers are examples that come with the site, not real offers.',
  ruleLink: 'How we match and order offers',
  offerHeading: '{lender}',
  sampleTag: 'Sample',
  figures: {
    amount: 'Amount',
    tenure: 'Tenure',
    rate: 'Interest rate',
    apr: 'APR',
    emi: 'EMI',
    fee: 'Processing fee with GST',
    totalCost: 'Total cost',
    penal: 'Penal charges',
    coolingOff: 'Cooling-off period',
  },
  /** The rate: fixed, or floating with its benchmark. */
  rateFixed: '{rate}% a year, fixed',
  rateFloating: '{rate}% a year, floating ({benchmark} plus a spread)',
  apr: '{apr}% a year',
  aprCapped: 'above {apr}% a year',
  emi: '{emi} a month',
  fee: '{total} ({fee} + {gst} GST)',
  totalCostNote: 'interest and fees',
  /** A tenure, by the language's plural rule (docs/decisions/215). */
  months: { one: '{n} month', other: '{n} months' },
  /** {months} is the tenure in words: "36 months". */
  tenure: {
    asked: '{months}',
    shortest: '{months}, the shortest this lender offers',
    longest: '{months}, the longest this lender offers',
  },
  days: { one: '{n} day', other: '{n} days' },
  /** Penal charges from the lender's figures; both, when it has both, joined by "; ". */
  penalMonthly: '{rate}% a month on the overdue instalment',
  penalPerInstalment: '{amount} for each missed instalment',
  kfs: 'Key Facts Statement',
  /** Read by screen readers after the link's words. */
  kfsOf: ' of {lender}’s offer',
  tenureForm: {
    legend: 'See the offers for another tenure',
    label: 'Tenure (months)',
    hint: 'Each offer takes this tenure, or the nearest end of its range, and says so.',
    submit: 'Show offers',
    invalid: 'Enter the tenure in whole months, from 1 to 480. The offers below are for 36 months.',
  },
  choose: {
    button: 'Choose this offer',
    consent: 'I agree that {brand} shares my application with {lender}, and with no other lender, for this offer.',
    consentRequired: 'Tick the box to agree that we share your application with {lender}',
    chosen: 'You chose {lender}',
    chosenDetail:
      '{tenure}, APR {apr}, EMI {emi} a month. We will share your application with {lender} only. You can change your choice until we send it.',
    none: 'Choose none of these',
    noneDone: 'You have chosen none of the offers. We share your application with no lender until you choose one.',
    locked: 'Your application has been sent to {lender}, so the choice can no longer be changed.',
    lockedNone:
      'Your application has moved on at our desk, so an offer can no longer be chosen here. Call us if you would like to talk about it.',
    alreadySent: 'Your application has already been sent to a lender, so the choice can no longer be changed.',
    noSuchOffer: 'That offer is not among your matching offers. Please choose one from the list.',
  },
  unmatched: {
    heading: 'Lenders with no matching offer',
    intro: 'Each lender we work with that has no offer for this application, and the first of its rules that it does not meet:',
  },
  /** The first rule a lender does not meet, after its name. {loanTypes} is plural: "Car Loans". */
  reasons: {
    loanType: 'does not offer {loanTypes}',
    amount: 'lends between {min} and {max} for this loan',
    income: 'asks for a monthly income of at least {min}',
    age: 'lends to people aged {min} to {max} on the day they apply',
    ageAtEnd: 'asks that the loan ends by the age of {max}',
    state: 'does not lend in {state}',
  },
  loanTypesPlural: {
    personal: 'Personal Loans',
    business: 'Business Loans',
    home: 'Home Loans',
    car: 'Car Loans',
    overdraft: 'Overdraft Loans',
    'credit-card': 'Credit Card Loans',
  },
  noOffers: {
    heading: 'No matching offer today',
    text: 'None of the lenders we work with has an offer that matches your application today. Each one is named below with its reason.',
    consultation: 'Talk to us free of charge: we can look at what would help, such as another amount or tenure.',
    consultationLink: 'Book a free consultation',
  },
  noPass: {
    heading: 'Look up your application first',
    text: 'To see your offers, look up your application on the Track page with its reference and your date of birth. For your safety, this page shows offers only for a short while after you apply or look up.',
    link: 'Track your application',
  },
  /** The tracker's button and the acknowledgement's link. */
  see: 'See your matching offers',
  kfsPage: {
    pageTitle: 'Key Facts Statement: {lender} · {brand}',
    back: 'Back to your offers',
    lender: 'Lender',
    lenderValue: '{lender} ({legalName}), RBI registration {registration}',
    penal: 'Penal charges of this lender',
    preClosure: 'Pre-closure charges of this lender',
    coolingOff:
      'Cooling-off period of this lender: {days}. You may exit the loan within it by repaying the principal and the proportionate APR, without any penalty.',
    grievance: 'Grievance redressal of this lender',
  },
  rule: {
    pageTitle: 'How we match and order offers · {brand}',
    description: 'The rule by which every offer is matched to an application and ordered: published in full, with no offer recommended.',
    eyebrow: 'Every matching offer',
    heading: 'How we match and order offers',
    intro:
      'We show you every offer of the lenders we work with that matches your application, side by side, as the Reserve Bank of India’s Digital Lending Directions, 2025 ask. This is the whole rule.',
    sections: [
      {
        heading: 'Which offers match',
        points: [
          'A lender’s product matches your application when the loan type is the product’s and all of these meet its rules: the amount, your monthly income, your age on the day you apply, your age when the loan would end, and your state.',
          'Your age when the loan would end is your age on the day you apply plus the tenure.',
          'A paused lender or product matches nothing.',
        ],
      },
      {
        heading: 'The tenure',
        points: [
          'Each offer is for 36 months, or for the nearest end of the product’s range where 36 months is outside it.',
          'You can ask for another tenure: each offer then takes it, or the nearest end of its range, and says so.',
        ],
      },
      {
        heading: 'The figures',
        points: [
          'The EMI is worked out by the reducing-balance formula on the amount you asked for, rounded to the rupee.',
          'The processing fee is a share of the amount, with 18% GST added to it.',
          'The APR is worked out by RBI’s method: the internal rate of return of the amount actually paid out to you against the EMIs, a month’s rate times 12. It is the same calculation as our true-cost tool.',
        ],
      },
      {
        heading: 'The order',
        points: [
          'Offers are listed lowest APR first; offers with the same APR are listed by the lender’s name.',
          'No offer is marked recommended or best, and none is chosen for you. We are not paid more for one lender than another to change this order.',
        ],
      },
      {
        heading: 'Lenders with no offer',
        points: [
          'Every lender we work with that has no matching offer is named, with the first of its rules that your application does not meet, in plain words: for example, “asks for a monthly income of at least ₹50,000”.',
        ],
      },
      {
        heading: 'Choosing',
        points: [
          'You may choose one offer, or none. Choosing one asks for your consent to share your application with that one lender, and we keep a copy of the offer as you saw it.',
          'You can change your choice until we send your application to a lender. An offer you have seen stays as it was, even if a lender later changes its terms.',
        ],
      },
    ],
    lenders: 'The lenders we work with, with their registration and grievance contacts, are on our Disclosures page.',
  },
} as const
