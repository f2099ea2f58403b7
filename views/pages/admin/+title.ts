export const title = 'Admin Login · Loan Partner'
