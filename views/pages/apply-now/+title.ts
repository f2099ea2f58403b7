export const title = 'Loan Application · Loan Partner'
