export const title = 'Blogs · Loan Partner'
