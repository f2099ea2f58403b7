export const title = 'Applications · Admin · Loan Partner'
