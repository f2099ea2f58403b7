export const title = 'Enquiries · Admin · Loan Partner'
