export const title = 'Create A New Blog · Loan Partner'
