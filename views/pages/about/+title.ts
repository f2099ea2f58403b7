export const title = 'About Us · Loan Partner'
