/**
 * What a visitor sees under each field of an empty apply form, in the product's exact words
 * (docs/product.md §16.2 Apply form): the schema's test and the browser story both hold it.
 */
export const emptyApplyFormMessages = {
  loanAmount: 'Loan Amount is required',
  monthlyIncome: 'Monthly Income is required',
  purpose: 'Loan Purpose is required',
  fullName: 'Full Name is required',
  email: 'Email is required',
  panCard: 'PAN Card is required',
  mobileNumber: 'Mobile Number is required',
  companyName: 'Company Name is required',
  pinCode: 'Pin Code is required',
  gender: 'Gender is required',
  dateOfBirth: 'Date of Birth is required',
  state: 'State is required',
  city: 'City is required',
  isChecked: 'You must agree to the terms and conditions',
}
