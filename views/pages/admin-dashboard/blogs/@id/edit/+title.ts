export const title = 'Edit Blog · Admin · Loan Partner'
