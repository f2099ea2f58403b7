export const title = 'Blogs · Admin · Loan Partner'
