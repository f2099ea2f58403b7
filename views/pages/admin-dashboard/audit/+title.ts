export const title = 'Audit log · Admin · Loan Partner'
