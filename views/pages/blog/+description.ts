export const description = 'Plain-language guides on personal, home, business and car loans, EMIs, credit scores and planning your money, from the Loan Partner team.'
