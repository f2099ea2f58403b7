export const title = 'Terms and Conditions · Loan Partner'
