export const title = 'Application · Admin · Loan Partner'
