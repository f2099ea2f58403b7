export const title = 'Contact Us · Loan Partner'
