import type { ApplicationStatus } from '../leads'

// The applicant's tracker (/track, issue 13, docs/decisions/100): each stage of the lead desk's status
// machine (src/shared/leads.ts) in plain words, and what happens next.

export const TRACK_FORM = 'track'

export const trackCopy = {
  title: 'Track your application',
  lead: 'Enter the reference from your acknowledgement and your date of birth to see where your application is.',
  reference: 'Reference number',
  referenceHint: 'As on your acknowledgement, for example LP-2611-7K3M9Q',
  dateOfBirth: 'Date of Birth',
  dateOfBirthHint: 'DD/MM/YYYY, as on your application',
  submit: 'Track application',
  invalid: 'Please correct the highlighted fields.',
  notFound: 'We could not find an application with that reference and date of birth. Check both and try again, or call us.',
  expired: 'This page has expired. Please enter your reference and date of birth again.',
  privacy: 'We never show your personal details here, and nothing you type goes in the page address.',
  now: 'Now',
  stages: 'Stages',
  next: 'What happens next',
  consents: 'Your choices',
  rights: 'Your data',
  requests: 'Your requests',
  withdraw: 'Withdraw',
  askExport: 'Ask for a copy of my data',
  askErasure: 'Ask to erase my data',
  erasureNote:
    'Erasure removes your personal details for good and ends this application; only the reference, the dates and the status are kept.',
  lookAgain: 'Look up another application',
} as const

/** The lost-reference form (/track/forgot, docs/decisions/143): one answer, whatever was typed. */
export const FORGOT_FORM = 'track-forgot'
export const forgotCopy = {
  link: 'Forgot your reference?',
  title: 'Forgot your reference?',
  lead: 'Enter the e-mail and the date of birth you gave on your application. If they match one, we e-mail its reference to that address.',
  email: 'Email',
  submit: 'E-mail my reference',
  answer:
    'Thank you. If an application was made with that e-mail and date of birth, its reference is on its way to that inbox. It may take a few minutes; check your spam folder too.',
  privacy: 'For your safety the reference is never shown here, and this page reads the same whether or not a match was found.',
  back: 'Back to Track application',
} as const

export const trackMessages = {
  referenceRequired: 'Reference number is required',
  referenceInvalid: 'Enter the reference as on your acknowledgement (e.g., LP-2611-7K3M9Q)',
} as const

/** Each stage in plain words, as the applicant sees it. */
export const stageLabels: Record<ApplicationStatus, string> = {
  new: 'Received',
  contacted: 'We have spoken to you',
  documents_pending: 'Waiting for your documents',
  sent_to_lender: 'With a lender for a decision',
  approved: 'Approved',
  rejected: 'Not approved',
  withdrawn: 'Withdrawn',
}

export const stageLabel = (status: string): string => (stageLabels as Record<string, string>)[status] ?? 'In progress'

/** The usual path, shown as steps; rejected and withdrawn end it early. */
export const usualPath: readonly ApplicationStatus[] = ['new', 'contacted', 'documents_pending', 'sent_to_lender', 'approved']

export const nextSteps: Record<ApplicationStatus, string> = {
  new: 'One of our loan advisers will call you to go over your needs and the offers that fit them.',
  contacted: 'We will send you the list of documents for your loan. Keep them ready: the sooner we have them, the sooner a lender decides.',
  documents_pending: 'We are waiting for your documents. Once they are complete we send your application to the lender that fits you best.',
  sent_to_lender: 'The lender is checking your application and documents. We will call you as soon as it decides.',
  approved:
    'The lender will send you its sanction letter and Key Facts Statement. Read them before you sign; the money is paid to your bank account after you accept.',
  rejected:
    'The lender could not approve this application. We will tell you why when we call, and whether another lender or a smaller amount may work.',
  withdrawn: 'This application is closed at your request. You are welcome to apply again at any time.',
}

export const nextStep = (status: string): string => (nextSteps as Record<string, string>)[status] ?? nextSteps.new

/** The applicant's requests to the lead desk, as both sides call them. */
export const requestKinds = ['data_export', 'erasure', 'withdraw_partner_calls', 'withdraw_marketing'] as const
export type RequestKind = (typeof requestKinds)[number]

export const requestLabels: Record<RequestKind, string> = {
  data_export: 'A copy of my data',
  erasure: 'Erase my data',
  withdraw_partner_calls: 'Stop calls and SMS from partner lenders',
  withdraw_marketing: 'Stop marketing',
}

/** What the desk does for each request (the application page shows it beside Mark done). */
export const requestTasks: Record<RequestKind, string> = {
  data_export: 'Send the applicant their data: use Export this person’s data, which marks this done.',
  erasure: 'Erase the personal data: use Erase personal data, which marks this done.',
  withdraw_partner_calls: 'Consent already withdrawn. Tell any lender this lead went to that the applicant must not be called or texted.',
  withdraw_marketing: 'Consent already withdrawn. Remove the applicant from marketing lists.',
}

export const requestDone: Record<RequestKind, string> = {
  data_export: 'We have your request for a copy of your data. We will send it to the e-mail on your application within 7 days.',
  erasure:
    'We have your request to erase your data. We will erase it within 7 days; after that this page will no longer find your application.',
  withdraw_partner_calls: 'Withdrawn: partner lenders will no longer call or text you about this application.',
  withdraw_marketing: 'Withdrawn: we will no longer send you marketing.',
}

/** The lead desk's flash after Mark done. */
export const requestMarkedDone = 'Request marked done.'
export const requestAlreadyOpen = 'We already have this request and are working on it.'
export const consentNotGiven = 'This consent is not given, so there is nothing to withdraw.'
