export const title = 'EMI Calculator: Monthly Instalment, Interest and Schedule · Loan Partner'
