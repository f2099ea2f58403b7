export const title = 'Loan Partner · Easy, Fast & Hassle-Free Loans'
