export const title = 'Dashboard · Loan Partner'
