import { textLimits } from '#src/shared/content/business'
import { UNSAFE_TEXT_MESSAGE } from '#src/shared/schemas/z'

// Every message the public site's form schemas give (the apply form, the contact form and the
// tracker's two forms), under the key the schema emits (src/shared/schemas/message-keys.ts): one
// table, so one thing is said in one way on every form. The apply form's are the product's words,
// word for word (docs/product.md §16.2 Apply form), and so are the contact form's (§16.1). The page
// and the server show a key in the page's language; the JSON API answers in these English words.

const atMost = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-IN')} characters`

export default {
  loanAmountRequired: 'Loan Amount is required',
  loanAmountRange: 'Must be between ₹15,000 and ₹10,00,000',
  incomeRequired: 'Monthly Income is required',
  incomeMin: 'Minimum salary should be ₹15,000',
  wholeRupees: 'Enter the amount in whole rupees (e.g., 1,50,000)',
  purposeRequired: 'Loan Purpose is required',
  genderRequired: 'Gender is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  cityNotInState: 'Choose a city in the selected state',
  termsRequired: 'You must agree to the terms and conditions',
  dobRequired: 'Date of Birth is required',
  dobInvalid: 'Enter a valid date (DD/MM/YYYY)',
  dobFuture: 'Date of Birth cannot be in the future',
  dobUnder18: 'You must be at least 18 years old',
  fullNameRequired: 'Full Name is required',
  nameLetters: 'Name should contain only letters',
  fullNameTooLong: `Full Name must be at most ${textLimits.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  panRequired: 'PAN Card is required',
  panInvalid: 'Enter a valid PAN Card (e.g., ABCDE1234F)',
  companyRequired: 'Company Name is required',
  companyLetters: 'Company Name must contain only letters and spaces',
  companyTooLong: `Company Name must be at most ${textLimits.name} characters`,
  mobileRequired: 'Mobile Number is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  pinRequired: 'Pin Code is required',
  pinInvalid: 'Pin Code must be 6 digits',
  // The contact form's own (its mobile, city, name and e-mail messages are the apply form's).
  firstNameRequired: 'First Name is required',
  firstNameTooLong: atMost('First Name', textLimits.name),
  lastNameText: 'Enter your last name as text',
  lastNameTooLong: atMost('Last Name', textLimits.name),
  cityTooLong: atMost('City', textLimits.name),
  loanTypeRequired: 'Loan type is required',
  loanTypeInvalid: 'Choose a loan type from the list',
  messageText: 'Enter your message as text',
  messageTooLong: atMost('Message', textLimits.message),
  // The tracker's own (its date of birth and e-mail messages are the apply form's).
  referenceRequired: 'Reference number is required',
  referenceInvalid: 'Enter the reference as on your acknowledgement (e.g., LP-2611-7K3M9Q)',
  /** Text no database may store (docs/decisions/150); the admin's forms say it in the same words. */
  unsafeText: UNSAFE_TEXT_MESSAGE,
} as const
