export const title = 'Confirm Deletion · Admin · Loan Partner'
