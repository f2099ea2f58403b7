// "Is this really us?" (/is-this-us, issue 45, docs/decisions/205): the check, the official contacts,
// what the company never does and what to do when it is not us; and the one line that links to it
// from the footer, the contact page, the tracker and every e-mail. Read on the server only.

export default {
  metaTitle: 'Is this really us? · {brand}',
  description:
    'Check whether a phone number, e-mail address, web address or UPI ID is really ours, see every official contact of {brand}, and what we never ask for.',
  eyebrow: 'Safety check',
  title: 'Is this really us?',
  lead: 'Fraudsters call, send messages and make websites in the names of real companies, then ask for an “upfront processing fee” or an OTP. Check here whether a phone number, e-mail address, web address or UPI ID you were given is one of ours.',
  form: {
    heading: 'Check it here',
    label: 'Phone number, e-mail address, web address or UPI ID',
    hint: 'Type it as you got it: +91 or 0 in front, spaces, capital letters and www. make no difference.',
    submit: 'Check',
    privacy:
      'What you type here is not stored, not logged and not kept for anyone else. Like any page you open, it stays in your own browser’s history.',
    empty: 'Type or paste a phone number, e-mail address, web address or UPI ID to check.',
    unreadable: 'We cannot read this as a phone number, e-mail address, web address or UPI ID. Check it and try again.',
  },
  result: {
    oursHeading: 'Yes, this is ours',
    ours: {
      phone: 'It is our phone number {official}.',
      email: 'It is our e-mail address {official}.',
      web: 'It is our website {official}.',
    },
    /** {phone} is the contact number, as a link. */
    oursNote:
      'Callers can fake the number your phone shows. If anyone asks you for a fee before the loan is paid out, for an OTP, a PIN or a password, or for money sent to a personal account or a UPI ID, it is not us: hang up and call us on {phone}.',
    notOursHeading: 'No, this is not ours',
    notOurs: {
      phone: 'This phone number is not one of ours.',
      email: 'This e-mail address is not one of ours.',
      web: 'This web address is not ours.',
      upi: 'We have no UPI ID, and we never ask anyone to send money to one. This UPI ID is not ours.',
    },
    lookalike: 'It is close to one of ours, or uses our name, but it is not ours. Fraudsters choose look-alikes on purpose.',
  },
  official: {
    heading: 'Our official contacts',
    intro: 'These are all of {brand}’s web addresses, phone numbers, e-mail addresses and its WhatsApp number. Anything else is not us.',
    websites: 'Web addresses',
    phones: 'Phone numbers',
    emails: 'E-mail addresses',
    whatsapp: 'WhatsApp number',
  },
  never: {
    heading: 'What we never do',
    intro: 'We never:',
    /** The three items, word for word. */
    items: [
      'ask for a fee before the loan is paid out;',
      'ask for an OTP, a PIN or a password;',
      'ask for money to be sent to a personal account or a UPI ID.',
    ],
    after: 'Whoever does, in whatever name, is not us.',
  },
  whatToDo: {
    heading: 'If it is not ours',
    intro: 'Do not pay anything and do not share any code. Then:',
    /** {helpline}, {portal}, {rbi} and {sachet} become links. */
    helpline:
      'Call {helpline}, the national cybercrime helpline. If you have lost money, call at once: the sooner you call, the more can be stopped.',
    portal: 'Report it on the national cybercrime portal, {portal}.',
    rbi: 'Check a loan app in RBI’s directory of digital lending apps: on {rbi}, under Citizen’s Corner, “DLAs deployed by Regulated Entities”.',
    sachet: 'Check whether a company may lend, and report one that may not, on RBI’s Sachet portal, {sachet}.',
  },
  /** The links to the page from the footer, the contact page and the tracker. */
  footerLink: 'Is this really us?',
  prompt: 'A call, message or website in our name?',
  promptLink: 'Check that it is really us',
  /** The last lines of every e-mail the site sends; {link} is the page's full address. */
  mail: 'Is this e-mail really from us? Check any number, address or website at {link}. We never ask for a fee before the loan is paid out, or for an OTP, a PIN or a password.',
} as const
