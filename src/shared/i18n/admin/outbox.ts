// The e-mail outbox's and the loan-type terms' words (docs/decisions/140, 236): the admin's English.

export const outbox = {
  title: 'Outbox',
  notSetUp: 'E-mail is not set up: {n} messages waiting',
  failedLine: '{n} e-mail messages failed: see the Outbox',
  empty: 'No message is waiting and none has failed.',
  retry: 'Retry',
  retried: 'The message will be sent at the next try.',
  gone: 'That message is no longer in the outbox: it was sent, or is being sent now.',
  kinds: {
    lead_alert: 'New lead alert',
    acknowledgement: 'Acknowledgement',
    request_received: 'Request received',
    request_done: 'Request done',
    lost_reference: 'Lost reference',
    sign_in_codes_wrong: 'Wrong sign-in codes',
    desk_digest: 'Morning digest',
  },
  /** The page (views/pages/admin-dashboard/outbox). */
  page: {
    kicker: 'E-mail',
    summary: 'Messages waiting to be sent: {waiting}; failed after a day of tries: {failed}.',
    caption: 'Messages waiting or failed',
    written: 'Written',
    message: 'Message',
    to: 'To',
    about: 'About',
    status: 'Status',
    tries: 'Tries',
    action: 'Action',
    theDesk: 'The desk (NOTIFY_EMAIL)',
    failed: 'Failed',
    waiting: 'Waiting',
    nextTry: 'Next try {at}',
    lastError: 'Last error: {error}',
    retryLabel: '{retry} message {id}',
  },
} as const

export const loanTypes = {
  kicker: 'Lead desk',
  title: 'Loan types',
  intro: 'The terms shown on the apply page’s tabs and the service pages. Changes show at once.',
  interestRate: 'Interest rate',
  repaymentPeriod: 'Repayment period',
  prepayment: 'Prepayment',
  save: 'Save {name}',
} as const
