import { applyMessages } from '#src/shared/schemas/apply-messages'

// What the apply page's script reads (views/pages/apply-now/live-apply.ts, through <MessagesJson>):
// text only, and only these, so that the page carries little JSON (docs/decisions/176).
export default {
  success: 'Form submitted successfully!',
  referenceDetail: 'Your reference number is {reference}. Please quote it when you talk to us.',
  failure: 'Something went wrong. Please try again later.',
  invalid: 'Please correct the highlighted fields.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  /** The form's messages, under the schema's keys (src/shared/schemas/apply-messages.ts). */
  errors: applyMessages as Readonly<Record<keyof typeof applyMessages, string>>,
  locks: { city: 'Choose your state first', terms: 'Fill in all the fields above to tick this box.' },
} as const
