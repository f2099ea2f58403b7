export const title = 'Blog Title · Loan Partner'
