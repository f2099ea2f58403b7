export const title = 'Loan types · Admin · Loan Partner'
