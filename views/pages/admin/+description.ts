export const description = 'Sign in to the Loan Partner admin area.'
