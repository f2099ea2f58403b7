import { textLimits } from '../content/business'

// The apply form's messages, word for word the product's (docs/product.md §16.2 Apply form). Apart
// from the schema so that the page's first script and the catalogue read them without loading zod:
// a Hindi page shows the same key of its catalogue's table (translateErrors, docs/decisions/176).
export const applyMessages = {
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
} as const
