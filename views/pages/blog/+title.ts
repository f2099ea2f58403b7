export const title = 'Our Blog · Loan Partner'
