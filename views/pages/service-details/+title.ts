export const title = 'Loan Services · Loan Partner'
