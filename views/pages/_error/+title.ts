export const title = 'Page not found · Loan Partner'
