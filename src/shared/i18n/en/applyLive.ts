// What the apply page's script reads (views/pages/apply-now/live-apply.ts, through <MessagesJson>):
// text only, and only these, so that the page carries little JSON (docs/decisions/176). The form's
// field messages are the `formErrors` part, which the page writes beside this one.
export default {
  success: 'Form submitted successfully!',
  referenceDetail: 'Your reference number is {reference}. Please quote it when you talk to us.',
  failure: 'Something went wrong. Please try again later.',
  invalid: 'Please correct the highlighted fields.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  locks: { city: 'Choose your state first', terms: 'Fill in all the fields above to tick this box.' },
} as const
