export const title = 'Enquiry · Admin · Loan Partner'
