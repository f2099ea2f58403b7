export const title = 'Privacy Policy · Loan Partner'
