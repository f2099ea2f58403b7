// The words of the e-mails to an applicant (src/server/mail/messages.server.ts, docs/decisions/142,
// 176): in the application's language. The requests' names are the tracker's (track.requestLabels,
// track.requestDone), one text for the page and the e-mail. The company's own e-mails stay English.

export default {
  reference: 'Reference',
  ackSubject: 'Application received: {reference}',
  ackHeading: 'We have your application',
  ackThanks: 'Thank you for applying with {brand}. Quote this reference when you call us.',
  requestSubject: 'Request received: {request} ({reference})',
  doneSubject: 'Done: {request} ({reference})',
  requestHeading: 'We have your request',
  doneHeading: 'Your request is done',
  donePara: 'We have done what you asked on {date} for application {reference}.',
  request: 'Request',
  receivedOn: 'Received on',
  doneOn: 'Done on',
  copySubject: 'Ready to download: A copy of my data ({reference})',
  copyHeading: 'Your copy of your data is ready',
  copyParas: [
    'Download it from Track application: open {track}, enter your reference and your date of birth, and press “Download my data”.',
    'It is there for {days} days, until {until}. After that it is gone, and you can ask for a new copy on the same page.',
    'For your safety this e-mail holds none of your data.',
  ],
  availableUntil: 'Available until',
  lostSubject: 'Your application reference',
  lostHeading: { one: 'Your application reference', other: 'Your application references' },
  lostParas: [
    'Someone, we hope you, asked for the reference of the application made with this e-mail address and date of birth.',
    'If it was not you, you can ignore this e-mail: the reference alone opens nothing without your date of birth.',
  ],
  repeatParas: [
    'An application was just made with the PAN, mobile number and loan amount of your application, but with another e-mail address or date of birth. Whoever made it was not shown your reference.',
    'If it was you, here is your reference. If it was not, please call us: the reference alone opens nothing without your date of birth.',
  ],
  /** A step of the application (src/server/mail/messages.server.ts): {stage} is the tracker's name for it. */
  stepSubject: 'Application update: {stage} ({reference})',
  stepOn: 'On',
  stepNow: 'Now',
  stepDetail: 'Details',
  stepReason: 'Reason',
  stepNext: 'What happens next',
} as const
