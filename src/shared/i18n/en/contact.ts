// The contact page (/contact-us, docs/product.md §9 Contact form, §15 and §19), quoted word for word.
// Its React island reads this part in the browser (views/pages/contact-us), so it holds text only.
import { contactLoanTypes, type ContactLoanType } from '#src/shared/content/contact'
import common from './common'

export default {
  title: 'Contact Us · Loan Partner',
  description:
    'Ask Loan Partner for a free loan consultation. Visit our Greater Noida office, call or e-mail us, Monday to Saturday, 10 AM to 7 PM, or send an enquiry online.',
  eyebrow: 'Contact Us',
  heading: 'Talk to a loan expert, free',
  lead: 'Tell us what you need. We compare multiple lenders and call you back with the best options, with no obligation.',
  heroPoints: ['Free consultation', 'Best rates from multiple lenders', 'No hidden charges'],
  formHeading: 'Book a free consultation',
  formIntro: 'Fields marked optional can be left empty. It takes under a minute.',
  asideLabel: 'Office details',
  stepsHeading: 'What happens next',
  nextSteps: [
    'A loan advisor calls you back during office hours.',
    'We compare offers from multiple lenders for your need.',
    'You choose the best rate and apply, with no hidden charges.',
  ],
  secure: '100% secure and transparent',
  office: {
    heading: 'Visit or call us',
    address: 'Office address',
    email: 'E-mail',
    phone: 'Phone',
    hours: 'Opening hours',
    mapHeading: 'Find our office',
    viewMap: 'View Map',
    opensInNewTab: ' (opens in a new tab)',
    mapFallback: 'Office map',
    mapFallbackHint: 'If it does not appear, use View Map.',
    mapTitle: 'Map showing the {brand} office',
  },
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name (optional)',
    mobileNumber: 'Mobile Number',
    mobileNumberHint: '10 digits; +91 or 0 in front is fine',
    city: 'City',
    loanType: 'Loan Type',
    chooseLoanType: 'Select a loan type',
    email: 'Email (optional)',
    message: 'Message (optional)',
    messageHint: 'Tell us the amount you need and anything we should know.',
  },
  /** The loan type options as the page shows them; the value sent is always the English name. */
  loanTypes: Object.fromEntries(contactLoanTypes.map((t) => [t, t])) as Record<ContactLoanType, string>,
  honeypot: 'Leave this empty',
  privacyBefore: 'We use your details only to answer this enquiry. Read our ',
  privacyLink: 'Privacy Policy',
  privacyAfter: '.',
  copy: {
    submit: 'Free Consultation',
    submitting: 'Submitting...',
    success: 'Success! Form submitted successfully!',
    failure: 'Something went wrong. Please try again later.',
    invalid: 'Please correct the highlighted fields.',
    redirecting: 'Taking you to the home page in 3 seconds.',
    tooMany: common.tooMany,
  },
  /** The form's message when a consultation link carried a loan type and an amount (docs/decisions/147). */
  consultationMessage: 'I would like a free consultation about a {loan} of {amount}.',
} as const
