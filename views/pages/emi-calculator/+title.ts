export const title = 'EMI Calculator · Loan Partner'
