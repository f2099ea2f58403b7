// The applicant's tracker (/track and /track/forgot, issue 13, docs/decisions/100 and 143): each stage
// of the lead desk's status machine (src/shared/leads.ts) in plain words, and what happens next.
// Read on the server only (the tracker has no script).

export default {
  pageTitle: 'Track your application · {brand}',
  description:
    'See where your loan application is: enter your reference and date of birth for the current stage, the date of each stage and what happens next.',
  eyebrow: 'Track application',
  title: 'Track your application',
  lead: 'Enter the reference from your acknowledgement and your date of birth to see where your application is.',
  findHeading: 'Find your application',
  reference: 'Reference number',
  referenceHint: 'As on your acknowledgement, for example LP-2611-7K3M9Q',
  dateOfBirth: 'Date of Birth',
  dateOfBirthHint: 'DD/MM/YYYY, as on your application',
  dateOfBirthPlaceholder: 'DD/MM/YYYY',
  submit: 'Track application',
  invalid: 'Please correct the highlighted fields.',
  notFound: 'We could not find an application with that reference and date of birth. Check both and try again, or call us.',
  expired: 'This page has expired. Please enter your reference and date of birth again.',
  privacy: 'We never show your personal details here, and nothing you type goes in the page address.',
  /** "{loanType} · Received on {date} · Expected decision {decision} of complete documents" */
  meta: '{loanType} · Received on {received} · Expected decision {decision} of complete documents',
  now: 'Now',
  stages: 'Stages',
  notYet: 'Not yet',
  next: 'What happens next',
  documents: 'Documents to keep ready',
  consents: 'Your choices',
  consentGiven: 'Given on {date}',
  consentWithdrawn: 'Not given (since {date})',
  consentNever: 'Not given',
  /** The withdraw button's accessible name: "Withdraw consent: Marketing". */
  withdrawLabel: 'Withdraw consent: {name}',
  rights: 'Your data',
  requests: 'Your requests',
  withdraw: 'Withdraw',
  askExport: 'Ask for a copy of my data',
  askErasure: 'Ask to erase my data',
  exportOpen: 'Copy of your data asked on {date}: we are working on it.',
  /** A copy the desk made available (docs/decisions/193): downloaded here, for 7 days. */
  copyReady: 'Your copy of your data is ready. You can download it here until {date}.',
  downloadCopy: 'Download my data',
  copyNote: 'A file (JSON) with everything we hold about this application. Keep it safe: it holds your PAN and other personal details.',
  copyGone:
    'This copy of your data is no longer available: a copy can be downloaded for 7 days after it is ready. You can ask for a new one below.',
  erasureOpen: 'Erasure asked on {date}: we are working on it.',
  erasureNote:
    'Erasure removes your personal details for good and ends this application; only the reference, the dates and the status are kept.',
  /** One line of the requests list: "Erase my data: asked on 2 May 2026, open". */
  requestLine: '{request}: asked on {date}, {state}',
  requestDoneOn: 'done on {date}',
  requestOpen: 'open',
  lookAgain: 'Look up another application',

  /** Each stage in plain words, as the applicant sees it (src/shared/content/track.ts checks every status has one). */
  stageLabels: {
    new: 'Received',
    contacted: 'We have spoken to you',
    documents_pending: 'Waiting for your documents',
    sent_to_lender: 'With a lender for a decision',
    sanctioned: 'Sanctioned by the lender',
    disbursed: 'Disbursed',
    rejected: 'Not approved',
    withdrawn: 'Withdrawn',
    not_reachable: 'Closed: we could not reach you',
  },
  /** A stage the tracker does not know yet. */
  inProgress: 'In progress',
  nextSteps: {
    new: 'One of our loan advisers will call you to go over your needs and the offers that fit them.',
    contacted:
      'We will send you the list of documents for your loan. Keep them ready: the sooner we have them, the sooner a lender decides.',
    documents_pending:
      'We are waiting for your documents. Once they are complete we send your application to the lender whose offer you chose, and to no other. If you have chosen none, we ask you first.',
    sent_to_lender: 'The lender is checking your application and documents. We will call you as soon as it decides.',
    sanctioned:
      'The lender will send you its sanction letter and Key Facts Statement. Read them before you sign; the money is paid to your bank account after you accept.',
    disbursed:
      'The lender has paid out your loan. Your first EMI date and every charge are in the lender’s Key Facts Statement; within the cooling-off period you may still exit the loan by paying back the principal and the interest for the days you had it.',
    rejected:
      'The lender could not approve this application. We will tell you why when we call, and whether another lender or a smaller amount may work.',
    withdrawn: 'This application is closed at your request. You are welcome to apply again at any time.',
    not_reachable:
      'We called you several times and could not reach you, so we have closed this application. Apply again, or write to us, whenever it suits you.',
  },

  /** What a step recorded, under its name (src/shared/track-facts.ts): the lender, the sanction, the payout. */
  stepFacts: {
    sent_to_lender: 'Sent to {lender}',
    sanctioned: '{amount} at {rate}% a year for {months}',
    disbursed: '{amount} paid out on {date}',
  },
  months: { one: '{n} month', other: '{n} months' },
  /** Why an application was not approved, as the applicant reads it (the desk's list: src/shared/leads.ts). */
  rejectReasons: {
    not_eligible: 'None of our lenders’ rules fit this application.',
    low_income: 'The monthly income is below what the lenders ask for.',
    credit_history: 'The credit history does not meet the lender’s rules.',
    documents: 'The documents were not given, or could not be verified.',
    lender_declined: 'The lender declined the application.',
    duplicate: 'Another application of yours for the same loan is already open.',
    other: 'We will explain the reason when we call.',
  },

  /** The applicant's requests to the lead desk, as both sides call them. */
  requestLabels: {
    data_export: 'A copy of my data',
    erasure: 'Erase my data',
    withdraw_partner_calls: 'Stop calls and SMS from partner lenders',
    withdraw_marketing: 'Stop marketing',
  },
  /** The tracker's answer to a request it has stored (and the confirming e-mail's text). */
  requestDone: {
    data_export:
      'We have your request for a copy of your data. Within 7 days we will make it ready to download on this page, and e-mail you when it is.',
    erasure:
      'We have your request to erase your data. We will erase it within 7 days; after that this page will no longer find your application.',
    withdraw_partner_calls: 'Withdrawn: partner lenders will no longer call or text you about this application.',
    withdraw_marketing: 'Withdrawn: we will no longer send you marketing.',
  },
  requestAlreadyOpen: 'We already have this request and are working on it.',
  consentNotGiven: 'This consent is not given, so there is nothing to withdraw.',

  /** The lost-reference form (/track/forgot, docs/decisions/143): one answer, whatever was typed. */
  forgot: {
    pageTitle: 'Forgot your reference? · {brand}',
    description:
      'Lost the reference of your loan application? Enter the e-mail and date of birth you applied with and we e-mail the reference to you.',
    link: 'Forgot your reference?',
    title: 'Forgot your reference?',
    lead: 'Enter the e-mail and the date of birth you gave on your application. If they match one, we e-mail its reference to that address.',
    heading: 'E-mail me my reference',
    email: 'Email',
    submit: 'E-mail my reference',
    answer:
      'Thank you. If an application was made with that e-mail and date of birth, its reference is on its way to that inbox. It may take a few minutes; check your spam folder too.',
    privacy: 'For your safety the reference is never shown here, and this page reads the same whether or not a match was found.',
    back: 'Back to Track application',
  },
} as const
