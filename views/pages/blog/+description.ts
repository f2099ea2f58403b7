import { branded } from '../branded'

export const description = branded(
  'Plain-language guides on personal, home, business and car loans, EMIs, credit scores and planning your money, from the Loan Partner team.',
)
